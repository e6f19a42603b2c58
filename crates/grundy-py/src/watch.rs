//! Long computations watched from Python: Ctrl-C and progress.
//!
//! [`watched`] runs the engine on a thread of its own while the calling
//! thread, the GIL released, waits for it and every [`POLL`] takes the GIL
//! for a moment to ask Python whether a signal came
//! ([`Python::check_signals`], which runs the handler: Ctrl-C's raises
//! `KeyboardInterrupt`) and to hand the progress callback how far the
//! engine has got. When either raises, the engine is told to stop through
//! the flag of a [`Deadline::stopped_by`] (checked wherever the engine
//! checks a deadline: each stretch of a table, every 2¹⁶ steps of a
//! search, each stretch of a period run) and the exception is raised once
//! the engine has stopped: the `PyErr` that `check_signals` returned,
//! since the signal is consumed by it. The engine reports its progress to
//! an [`Observer`] (tables) or to a period run's [`Watch`](grundy_service::period::Watch)
//! (take-and-break games), which write it into [`Shared`] for the caller
//! to read.
//!
//! Cost: one thread per call, and a moment with the GIL every 50 ms.

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use grundy::progress::{Observer, Progress};
use grundy::{Deadline, Limits, Message};
use grundy_service::Problem;
use pyo3::prelude::*;

/// How often the waiting thread checks Python's signals and the progress.
const POLL: Duration = Duration::from_millis(50);

/// How far a watched computation has got: written by the engine's thread,
/// read by the caller's.
#[derive(Default)]
pub(crate) struct Shared {
    /// Units done (values), and one more once anything was reported.
    done: AtomicU64,
    /// The total, when known; `u64::MAX` otherwise.
    total: AtomicU64,
}

impl Shared {
    /// The engine has done `done` of `total` (when known).
    pub(crate) fn report(&self, done: u64, total: Option<u64>) {
        self.total.store(total.unwrap_or(u64::MAX), Ordering::Relaxed);
        self.done.store(done.saturating_add(1), Ordering::Relaxed);
    }

    /// The last report: (done, total), or `None` before the first.
    fn now(&self) -> Option<(u64, Option<u64>)> {
        let done = self.done.load(Ordering::Relaxed).checked_sub(1)?;
        let total = self.total.load(Ordering::Relaxed);
        Some((done, (total != u64::MAX).then_some(total)))
    }
}

thread_local! {
    /// The progress of the computation the current thread runs for
    /// [`watched`] (set on its own thread).
    static SHARED: RefCell<Option<Arc<Shared>>> = const { RefCell::new(None) };
    /// The stop flag of the computations a Python thread asks for: one
    /// per thread, leaked once (a byte), reset at each call.
    static STOP: &'static AtomicBool = Box::leak(Box::new(AtomicBool::new(false)));
}

/// The engine's [`Observer`] of a watched computation: reports go to the
/// [`Shared`] of the thread they come from (the engine's own thread; any
/// other is not watched, and its reports are dropped).
fn observe(progress: Progress) {
    SHARED.with(|shared| {
        if let Some(shared) = shared.borrow().as_ref() {
            shared.report(progress.done, progress.total);
        }
    });
}

/// What a watched computation is handed: the flag that stops it, and where
/// it reports its progress.
pub(crate) struct Control {
    stop: &'static AtomicBool,
    shared: Arc<Shared>,
}

impl Control {
    /// `limits` stopped by the flag, reporting to the progress.
    pub(crate) fn limits(&self, limits: Limits) -> Limits {
        Limits {
            deadline: Some(Deadline::stopped_by(self.stop)),
            observer: Observer::new(&observe),
            ..limits
        }
    }

    /// Whether the caller asked the computation to stop.
    pub(crate) fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Reports `done` of `total` (when known).
    pub(crate) fn report(&self, done: u64, total: Option<u64>) {
        self.shared.report(done, total);
    }
}

/// `f` computed on a thread of its own, the GIL released, while the
/// calling thread checks Python's signals and calls `progress` with
/// `(done, total or None)` when it changed, every [`POLL`]; once more at
/// the end when it changed since. A signal handler's exception (Ctrl-C's
/// `KeyboardInterrupt`) or the callback's stops the computation and is
/// raised; a panic is caught and raised as `InternalError`; a problem as
/// its exception.
pub(crate) fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<Bound<'_, PyAny>>,
    f: impl FnOnce(&Control) -> Result<T, Problem> + Send,
) -> PyResult<T> {
    let stop = STOP.with(|stop| *stop);
    stop.store(false, Ordering::Relaxed);
    let control = Control { stop, shared: Arc::new(Shared::default()) };
    let callback = progress.map(Bound::unbind);
    let mut last = None;
    let (result, raised) = py.detach(|| {
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::channel();
            let control = &control;
            scope.spawn(move || {
                SHARED.with(|shared| *shared.borrow_mut() = Some(control.shared.clone()));
                let result = catch_unwind(AssertUnwindSafe(|| f(control))).unwrap_or_else(panicked);
                // The receiver waits until this is sent.
                let _ = sender.send(result);
            });
            let mut raised: Option<PyErr> = None;
            loop {
                match receiver.recv_timeout(POLL) {
                    Ok(result) => return (result, raised),
                    Err(mpsc::RecvTimeoutError::Timeout) if raised.is_none() => {}
                    Err(mpsc::RecvTimeoutError::Timeout) => continue,
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        let lost = Message::plain("internal error: the computation's thread ended without an answer; this is a bug in grundy");
                        return (Err(Problem::internal(lost)), raised);
                    }
                }
                let checked = Python::attach(|py| {
                    py.check_signals()?;
                    tell(py, callback.as_ref(), &control.shared, &mut last)
                });
                if let Err(error) = checked {
                    stop.store(true, Ordering::Relaxed);
                    raised = Some(error);
                }
            }
        })
    });
    if let Some(error) = raised {
        return Err(error);
    }
    let value = result.map_err(|problem| crate::raise(py, &problem))?;
    tell(py, callback.as_ref(), &control.shared, &mut last)?;
    Ok(value)
}

/// Calls `callback` with the progress in `shared`, when there is one and it
/// changed since `last`.
fn tell(
    py: Python<'_>,
    callback: Option<&Py<PyAny>>,
    shared: &Shared,
    last: &mut Option<(u64, Option<u64>)>,
) -> PyResult<()> {
    let (Some(callback), Some(now)) = (callback, shared.now()) else { return Ok(()) };
    if *last == Some(now) {
        return Ok(());
    }
    *last = Some(now);
    callback.call1(py, now)?;
    Ok(())
}

/// The problem of a panic of the engine: a bug, raised as `InternalError`.
pub(crate) fn panicked<T>(payload: Box<dyn std::any::Any + Send>) -> Result<T, Problem> {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_string());
    Err(Problem::internal(Message::plain(format!(
        "internal error: the engine panicked ({what}); this is a bug in grundy"
    ))))
}
