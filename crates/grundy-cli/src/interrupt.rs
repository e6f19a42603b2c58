//! Ctrl-C for long runs: the first one sets a flag that the run checks
//! between stretches, so it can stop cleanly (and write its checkpoint);
//! a second one ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The flag the first Ctrl-C sets. The handler is installed once, at the
/// first call; later calls share its flag.
pub fn install() -> Arc<AtomicBool> {
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let set = flag.clone();
        // Without a handler (another one is installed), Ctrl-C keeps its
        // default meaning: the process ends at once.
        let _ = ctrlc::set_handler(move || {
            if set.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
        flag
    })
    .clone()
}
