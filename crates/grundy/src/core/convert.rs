//! Conversions of heaps, counts and indices between `u64` and `usize` that
//! never lose bits (issue 26): a heap is a `u64` on every target, while
//! memory is indexed by `usize`, 32 bits wide on some targets. `as usize`
//! would look heap 2³² + 3 up as heap 3 there; the engine denies
//! `clippy::cast_possible_truncation` and converts through these instead.

use crate::core::error::{Error, Result};
use crate::core::message::Message;
use crate::msg;

/// `n` as an index into memory, or `usize::MAX` when it does not fit (only
/// on targets narrower than 64 bits). No slice of a sized type has
/// `usize::MAX` elements (an allocation holds at most `isize::MAX` bytes),
/// so the result is never a wrong element: `slice.get(index(n))` is `None`
/// for an `n` past memory, and `slice[index(n)]` fails as any index past the
/// end. Free on 64-bit targets.
#[inline(always)]
pub(crate) fn index(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// `n` elements of `what` as a length to allocate, or
/// [`Error::LimitExceeded`] when the target's address space cannot hold
/// that many (only on targets narrower than 64 bits).
pub(crate) fn length(n: u64, what: impl FnOnce() -> Message) -> Result<usize> {
    usize::try_from(n).map_err(|_| Error::LimitExceeded {
        what: what(),
        needed: msg!("limit-entries-in-memory", "{count} entries in memory", count = n),
        limit: msg!(
            "limit-address-space",
            "{max} on this {bits}-bit target",
            max = usize::MAX,
            bits = usize::BITS
        ),
        hint: None,
    })
}

/// `n`, a count or an index that the caller has already bounded below
/// 2³² (say why where it is called), as a `u32`.
///
/// # Panics
///
/// If it is not, which is a bug of the caller, never an answer cut short.
#[inline]
#[track_caller]
pub(crate) fn small(n: usize) -> u32 {
    u32::try_from(n).expect("a count or index bounded below 2^32")
}
