//! A progress bar on standard error for runs longer than a second.
//!
//! The engine reports through a [`grundy::progress::Observer`]; this draws
//! it, on a terminal only, and only once the run has taken a second, so
//! quick answers print nothing extra. The bar is cleared before the first
//! byte of output (see [`Output`]) and before an error is printed, and
//! never comes back after.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::Duration;

use grundy::progress::{Observer, Progress, Unit};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before its bar shows, unless the environment
/// variable `GRUNDY_PROGRESS_DELAY_MS` says otherwise (the tests set 0, so
/// that they need no run of a given length).
const DELAY: Duration = Duration::from_secs(1);

/// The most characters of the label shown (descriptions may be megabytes).
const LABEL: usize = 48;

/// The bar of this run: `None` before [`observer`] and after [`clear`].
static BAR: Mutex<Option<Bar>> = Mutex::new(None);

struct Bar {
    bar: ProgressBar,
    /// What the bar's style shows: the unit, and whether a total is known.
    shows: Option<(Unit, bool)>,
}

/// An observer drawing a bar labelled `what` once the run has taken a
/// second, when standard error is a terminal; otherwise no observer.
pub fn observer(what: String) -> Observer {
    if !std::io::stderr().is_terminal() {
        return Observer::NONE;
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    bar.set_style(style("{spinner} {msg} [{elapsed}]"));
    let escaped = grundy::escape_controls(&what);
    let mut label: String = escaped.chars().take(LABEL).collect();
    if escaped.chars().count() > LABEL {
        label.push('…');
    }
    bar.set_message(label);
    *lock() = Some(Bar { bar, shows: None });
    let delay = std::env::var("GRUNDY_PROGRESS_DELAY_MS").ok().and_then(|ms| ms.parse().ok());
    let delay = delay.map_or(DELAY, Duration::from_millis);
    std::thread::spawn(move || {
        std::thread::sleep(delay);
        if let Some(Bar { bar, .. }) = lock().as_ref() {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            bar.enable_steady_tick(Duration::from_millis(120));
        }
    });
    Observer::new(&report)
}

/// Clears the bar for good (before output or an error is printed).
pub fn clear() {
    if let Some(Bar { bar, .. }) = lock().take() {
        bar.finish_and_clear();
    }
}

fn report(progress: Progress) {
    let mut guard = lock();
    let Some(Bar { bar, shows }) = guard.as_mut() else { return };
    let now = (progress.unit, progress.total.is_some());
    if *shows != Some(now) {
        *shows = Some(now);
        let unit = match progress.unit {
            Unit::Values => "values",
            // A search's total is its limit, not what it will take.
            Unit::Steps => "search steps (the limit)",
        };
        bar.set_style(style(&match progress.total {
            Some(_) => format!(
                "{{spinner}} {{msg}} [{{elapsed}}] {{wide_bar}} {{human_pos}}/{{human_len}} {unit}"
            ),
            None => format!("{{spinner}} {{msg}} [{{elapsed}}] {{human_pos}} {unit}, {{per_sec}}"),
        }));
    }
    if let Some(total) = progress.total {
        bar.set_length(total);
    }
    bar.set_position(progress.done);
}

fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template).expect("a valid template")
}

fn lock() -> std::sync::MutexGuard<'static, Option<Bar>> {
    // A panic while drawing leaves the bar as it was: still usable.
    BAR.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Standard output that clears the bar before its first byte.
pub struct Output<W: Write>(pub W);

impl<W: Write> Write for Output<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        clear();
        self.0.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}
