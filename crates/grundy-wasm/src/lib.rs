//! The grundy engine as a WebAssembly module, for a page with no server:
//! JavaScript hands it an API address (`/api/v1/analyze?game=nim+3+4+5`)
//! and gets back exactly what `grundy serve` answers for it, through the
//! service's one door ([`grundy_service::api::Call`]).
//!
//! The module speaks a plain C ABI (no generated glue), which one ES
//! module calls, `crates/grundy-cli/assets/web/abi.js`, for the page's
//! worker (`worker.js`) and for the tests and benches under Node:
//! - `grundy_alloc(len) -> ptr`: room for a request of `len` bytes (UTF-8);
//! - `grundy_request(ptr, len) -> answer`: answers the request (and frees
//!   it); `answer` points at four `u32`s: the HTTP status, the media type
//!   (0 `application/json`, 1 `image/svg+xml`, 2 `application/problem+json`),
//!   and the body's pointer and length;
//! - `grundy_stopped(ptr, len, ms) -> answer`: the problem of a request the
//!   worker stopped after `ms` milliseconds (its deadline);
//! - `grundy_free(ptr, len)`: frees a body once read, and an answer (16
//!   bytes).
//!
//! Limits fit a 32-bit address space ([`limits`]); there is no clock, so the
//! worker enforces the time budget by terminating the module's worker.

use grundy::Limits;
use grundy_service::api::{Answer, Call};
use grundy_service::Problem;

/// The limits of one request. Memory and tables are sized for a 32-bit
/// address space (4 GiB at most, of which a browser grants a tab far
/// less); with no clock, the work is counted: searches and tables stop at
/// budgets that take a few seconds, so that an answer (or a refusal naming
/// the limit) comes well before the worker's own time budget.
pub fn limits() -> Limits {
    Limits {
        max_memory: 1 << 30,
        max_table: 50_000_000,
        max_search: 2_000_000,
        max_work: 500_000_000,
        ..Limits::default()
    }
}

/// The answer to `target` as the server gives it: status, media type,
/// body.
pub fn request(target: &str) -> (u16, &'static str, Vec<u8>) {
    let answered = Call::read(target).and_then(|call| call.answer(limits(), &grundy::NoFiles));
    respond(answered)
}

/// The problem of `target` stopped after `ms` milliseconds.
pub fn stopped(target: &str, ms: u64) -> (u16, &'static str, Vec<u8>) {
    let allowed = std::time::Duration::from_millis(ms);
    respond(Call::read(target).and_then(|call| Err(call.stopped_after(allowed))))
}

fn respond(answered: Result<Answer, Problem>) -> (u16, &'static str, Vec<u8>) {
    match answered {
        Ok(answer) => (200, answer.media_type, answer.body),
        Err(problem) => {
            let body = serde_json::to_vec(&problem.details()).expect("a problem serializes");
            (problem.status(), "application/problem+json", body)
        }
    }
}

/// The C ABI the worker calls. Buffers cross as boxed slices, so that a
/// pointer and a length are all it takes to free one.
#[cfg(target_arch = "wasm32")]
mod abi {
    /// Room for `len` bytes, for the worker to write a request into.
    #[no_mangle]
    pub extern "C" fn grundy_alloc(len: usize) -> *mut u8 {
        Box::into_raw(vec![0u8; len].into_boxed_slice()).cast()
    }

    /// Frees `len` bytes at `ptr` that the module handed out.
    ///
    /// # Safety
    /// `ptr` and `len` are those of a buffer from this module, not yet freed.
    #[no_mangle]
    pub unsafe extern "C" fn grundy_free(ptr: *mut u8, len: usize) {
        drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)));
    }

    /// The answer to the request of `len` bytes at `ptr` (which it frees).
    ///
    /// # Safety
    /// `ptr` and `len` are those of a buffer from [`grundy_alloc`].
    #[no_mangle]
    pub unsafe extern "C" fn grundy_request(ptr: *mut u8, len: usize) -> *mut u32 {
        let target = take(ptr, len);
        answer(super::request(&String::from_utf8_lossy(&target)))
    }

    /// The problem of the request at `ptr` stopped after `ms` milliseconds.
    ///
    /// # Safety
    /// As [`grundy_request`].
    #[no_mangle]
    pub unsafe extern "C" fn grundy_stopped(ptr: *mut u8, len: usize, ms: u32) -> *mut u32 {
        let target = take(ptr, len);
        answer(super::stopped(&String::from_utf8_lossy(&target), u64::from(ms)))
    }

    unsafe fn take(ptr: *mut u8, len: usize) -> Box<[u8]> {
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))
    }

    /// Four `u32`s (status, media type, body pointer, body length), freed
    /// by `abi.js` as 16 bytes. The media types are numbered as its `TYPES`.
    fn answer((status, media_type, body): (u16, &'static str, Vec<u8>)) -> *mut u32 {
        let kind = match media_type {
            "application/json" => 0,
            "image/svg+xml" => 1,
            _ => 2,
        };
        let body = Box::into_raw(body.into_boxed_slice());
        let (ptr, len) = (body.cast::<u8>() as usize, body.len());
        let header = [u32::from(status), kind, ptr as u32, len as u32];
        Box::into_raw(Box::new(header)).cast()
    }
}
