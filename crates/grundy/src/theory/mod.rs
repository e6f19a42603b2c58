//! Floor 1, theory that knows no game: periods of sequences of values and
//! the theorems that prove them, and Smith's values of the vertices of a
//! finite graph whose moves may cycle.

pub mod loopy;
pub mod period;
