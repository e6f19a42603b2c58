//! A plot as an SVG document, written here rather than by plotters (which
//! draws the command line's PNG): plotters lays text out with a font it
//! measures, through the browser's canvas on `wasm32-unknown-unknown`, so
//! its SVG could not be the same bytes in the WebAssembly module as on the
//! server, and its font would be half the module. Here every coordinate is
//! an integer computed the same way on every target, and text is placed by
//! its anchor (`text-anchor`, `dy`), so no font is needed; only the legend's
//! box needs a width, estimated from the characters (see [`text_width`]).
//!
//! Time and memory O(points): about 50 bytes a point.

use std::fmt::Write as _;

use super::{Mark, Plot, Style};
use crate::i18n::{self, Lang};
use grundy::msg;

/// The picture's width and height (SVG user units, pixels in a PNG).
const WIDTH: u64 = super::SIZE.0 as u64;
const HEIGHT: u64 = super::SIZE.1 as u64;

/// The chart's area, in which points are drawn: heap 0 at `LEFT`, heap
/// N + 1 at `RIGHT`, value 0 at `BOTTOM`, the top value at `TOP`.
const LEFT: u64 = 100;
const RIGHT: u64 = WIDTH - 60;
const TOP: u64 = 55;
const BOTTOM: u64 = HEIGHT - 80;

/// Font sizes: the caption, the axes' names, the tick labels, the legend.
const CAPTION: u64 = 26;
const AXIS: u64 = 19;
const TICK: u64 = 15;
const LEGEND: u64 = 16;
/// The legend's line height.
const LINE: u64 = 25;

/// The SVG document of `plot`, its words in `lang`.
pub(super) fn svg(plot: &Plot, lang: Lang) -> String {
    let style = Style::of(plot, lang);
    let caption = plot.caption(lang);
    let mut out = String::with_capacity(4096 + 50 * usize::try_from(plot.upto).unwrap_or(0));
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\">\n\
         <rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"#ffffff\"/>\n"
    );
    out.push_str("<title>");
    escaped(&mut out, &caption);
    out.push_str("</title>\n");
    text(&mut out, (WIDTH / 2, 12), CAPTION, "middle", "0.76em", &caption);
    let middle = (TOP + BOTTOM) / 2;
    let _ = writeln!(
        out,
        "<text x=\"24\" y=\"{middle}\" font-size=\"{AXIS}\" text-anchor=\"middle\" \
         transform=\"rotate(270 24 {middle})\">G(n)</text>"
    );
    let heaps = i18n::message(lang, &msg!("plot-heaps", "heap n"));
    text(&mut out, ((LEFT + RIGHT) / 2, HEIGHT - 20), AXIS, "middle", "-0.5ex", &heaps);
    axes(&mut out, plot.upto + 1, style.top);

    let x = |n: u64| scale(n, plot.upto + 1, LEFT, RIGHT);
    let y = |v: u64| BOTTOM - scale(v, style.top, 0, BOTTOM - TOP);
    if style.joined {
        out.push_str("<polyline fill=\"none\" stroke=\"");
        out.push_str(&super::JOIN.hex());
        out.push_str("\" stroke-width=\"1\" points=\"");
        for (n, v) in plot.points() {
            let _ = write!(out, "{},{} ", x(n), y(v));
        }
        out.push_str("\"/>\n");
    }
    if let Some(e) = style.period_at {
        let _ = writeln!(
            out,
            "<line x1=\"{x}\" y1=\"{BOTTOM}\" x2=\"{x}\" y2=\"{TOP}\" stroke=\"{}\" \
             stroke-width=\"2\" stroke-dasharray=\"8 6\"/>",
            super::PERIOD.hex(),
            x = x(e)
        );
    }
    for layer in &style.layers {
        let _ = writeln!(out, "<g fill=\"{}\">", layer.colour.hex());
        for (n, v) in plot.points().filter(|&(_, v)| (layer.holds)(v)) {
            let _ = match layer.radius {
                0 => {
                    writeln!(out, "<rect x=\"{}\" y=\"{}\" width=\"1\" height=\"1\"/>", x(n), y(v))
                }
                r => writeln!(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{r}\"/>", x(n), y(v)),
            };
        }
        out.push_str("</g>\n");
    }
    legend(&mut out, &style);
    out.push_str("</svg>\n");
    out
}

/// `value` of `0..range` placed on `from..to`, rounded down: integer
/// arithmetic, so the same on every target.
fn scale(value: u64, range: u64, from: u64, to: u64) -> u64 {
    let span = u128::from(to - from);
    let placed = (u128::from(value) * span / u128::from(range.max(1))).min(span);
    from + u64::try_from(placed).unwrap_or(to - from)
}

/// The step between labelled ticks on an axis of `0..=max`: the smallest
/// of 1, 2, 5, 10, 20, 50, … that gives at most ten steps.
fn tick_step(max: u64) -> u64 {
    let mut unit = 1u64;
    loop {
        for step in [unit, unit.saturating_mul(2), unit.saturating_mul(5)] {
            if max / step <= 10 {
                return step;
            }
        }
        unit = unit.saturating_mul(10);
    }
}

/// The two axes, their ticks and tick labels: heaps `0..count`, values
/// `0..=top`.
fn axes(out: &mut String, count: u64, top: u64) {
    let _ = writeln!(
        out,
        "<path fill=\"none\" stroke=\"#000000\" d=\"M{LEFT} {TOP}V{BOTTOM}H{RIGHT}\"/>"
    );
    let step = tick_step(count - 1);
    for n in (0..count).step_by(usize::try_from(step).unwrap_or(usize::MAX)) {
        let at = scale(n, count, LEFT, RIGHT);
        let _ = writeln!(out, "<path stroke=\"#000000\" d=\"M{at} {BOTTOM}v5\"/>");
        text(out, (at, BOTTOM + 10), TICK, "middle", "0.76em", &n.to_string());
    }
    let step = tick_step(top);
    for v in (0..=top).step_by(usize::try_from(step).unwrap_or(usize::MAX)) {
        let at = BOTTOM - scale(v, top, 0, BOTTOM - TOP);
        let _ = writeln!(out, "<path stroke=\"#000000\" d=\"M{} {at}h5\"/>", LEFT - 5);
        text(out, (LEFT - 9, at), TICK, "end", "0.5ex", &v.to_string());
    }
}

/// The legend in the chart's upper left corner: a box, and a line for
/// each of the style's entries, its mark before its words.
fn legend(out: &mut String, style: &Style) {
    let entries = style.legend();
    let widest = entries.iter().map(|(_, words)| text_width(words, LEGEND)).max().unwrap_or(0);
    let (left, top) = (LEFT + 20, TOP + 10);
    let (width, height) = (widest + 60, LINE * entries.len() as u64 + 10);
    let _ = writeln!(
        out,
        "<rect x=\"{left}\" y=\"{top}\" width=\"{width}\" height=\"{height}\" \
         fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#000000\"/>"
    );
    for (line, (mark, words)) in (0u64..).zip(&entries) {
        let middle = top + 5 + LINE * line + LINE / 2;
        let _ = match mark {
            Mark::Dash(colour) => writeln!(
                out,
                "<path stroke=\"{}\" stroke-width=\"2\" d=\"M{} {middle}h16\"/>",
                colour.hex(),
                left + 12
            ),
            Mark::Dot(colour, radius) => writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{middle}\" r=\"{radius}\" fill=\"{}\"/>",
                left + 20,
                colour.hex()
            ),
        };
        text(out, (left + 40, middle), LEGEND, "start", "0.5ex", words);
    }
}

/// A line of text at `at`, placed by its anchor.
fn text(out: &mut String, at: (u64, u64), size: u64, anchor: &str, dy: &str, words: &str) {
    let _ = write!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"{anchor}\" dy=\"{dy}\">",
        at.0, at.1
    );
    escaped(out, words);
    out.push_str("</text>\n");
}

/// `words` as the text of an element: `&`, `<`, `>` escaped.
fn escaped(out: &mut String, words: &str) {
    for c in words.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

/// About how wide `words` are at `size` in a sans-serif font, rounded up:
/// an estimate by classes of character (in DejaVu Sans, Arial and their
/// kin most lower-case letters and digits are 0.5–0.6 em wide, `i l . ,`
/// about 0.3, capitals about 0.65, `m w` about 0.85 and CJK characters 1),
/// erring wide, for the legend's box.
fn text_width(words: &str, size: u64) -> u64 {
    let hundredths: u64 = words
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' | ' ' | '(' | ')' | '['
            | ']' | 'f' | 't' | 'r' => 32,
            'm' | 'w' | 'M' | 'W' | '@' | '%' | '&' | '=' | '+' | '<' | '>' | '≥' => 85,
            'A'..='Z' => 68,
            c if c.is_ascii() => 56,
            c if u32::from(c) >= 0x1100 => 100,
            _ => 60,
        })
        .sum();
    (hundredths * size).div_ceil(100)
}

#[cfg(test)]
mod tests {
    use super::{scale, text_width, tick_step};

    #[test]
    fn ticks_are_one_two_or_five_times_a_power_of_ten() {
        for (max, step) in
            [(0, 1), (10, 1), (11, 2), (13, 2), (21, 2), (22, 5), (109, 10), (110, 20)]
        {
            assert_eq!(tick_step(max), step, "{max}");
        }
        assert_eq!(tick_step(u64::MAX), 2_000_000_000_000_000_000);
        // The smallest such step: the one before it gives more than ten.
        let nice: Vec<u64> = (0..4).flat_map(|k| [1, 2, 5].map(|m| m * 10u64.pow(k))).collect();
        for max in 0..5000 {
            let at = nice.iter().position(|&s| s == tick_step(max)).expect("a nice step");
            assert!(max / nice[at] <= 10, "{max}");
            assert!(at == 0 || max / nice[at - 1] > 10, "{max}");
        }
    }

    #[test]
    fn scaling_spans_the_range_and_never_overflows() {
        assert_eq!(scale(0, 101, 100, 1540), 100);
        assert_eq!(scale(101, 101, 100, 1540), 1540);
        assert_eq!(scale(u64::MAX - 1, u64::MAX, 0, 765), 764);
        assert_eq!(scale(5, 0, 0, 765), 765);
    }

    /// The words are in the language asked; `&` is escaped.
    #[test]
    fn words_are_in_the_language_asked() {
        use crate::i18n::Lang;
        let request = crate::plot::Request {
            ruleset: "kayles".into(),
            upto: 2000,
            limits: Default::default(),
            files: Default::default(),
        };
        let chinese = crate::plot::svg(&request, Lang::ZhCn).unwrap();
        for words in [
            "kayles：第 0 到第 2000 堆的 SG 值",
            "堆的大小 n",
            "稀有值（popcount(v &amp; 0xf) 为偶数）",
            "周期 12，从堆 71 起（已证明）",
            "P 局面",
        ] {
            assert!(chinese.contains(words), "{words}");
        }
        let english = crate::plot::svg(&request, Lang::En).unwrap();
        for words in [
            "kayles: Grundy values G(0..=2000)",
            "heap n",
            "rare (popcount(v &amp; 0xf) even)",
            "period 12 from heap 71 (proved)",
        ] {
            assert!(english.contains(words), "{words}");
        }
    }

    #[test]
    fn chinese_is_wider_than_latin() {
        assert!(text_width("先手必胜", 16) > text_width("four", 16));
        assert_eq!(text_width("", 16), 0);
    }
}
