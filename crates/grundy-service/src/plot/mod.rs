//! `grundy plot`: G(0..=N) of one heap ruleset, and for take-and-break
//! games the split of the values into common and rare ones that the
//! rare-value method chose while computing them; how they are drawn
//! ([`Style`], the same for every picture), and the SVG document
//! ([`svg`], for the server, the WebAssembly module and `grundy plot
//! FILE.svg`). The command line draws its PNG from the same [`Style`]
//! with plotters.
//!
//! Every value is drawn: no downsampling. Up to [`JOINED_POINTS`] points
//! are joined by a thin line; past that they are dots, one pixel each past
//! 50,000 points. An SVG holds one element per point, so it is refused past
//! [`MAX_SVG_POINTS`]; a PNG takes any N the table limit allows.
//!
//! The rare values are those of the split the rare-value method chose
//! ([`Sequence`]): it chooses one from 1,024 heaps on, for games whose
//! moves split a heap in two but never in three.

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::period::Periodicity;
use grundy::rulesets::octal::{Method, Sequence};
use grundy::rulesets::Octal;
use grundy::{msg, HeapValues, Limits};

use crate::i18n::{self, Lang};
use crate::Problem;

mod svg;

/// The picture's size in pixels (SVG user units).
pub const SIZE: (u32, u32) = (1600, 900);

/// The most points an SVG may hold. Past it the document (about 50 bytes
/// a point) is too large for a browser to open comfortably; a PNG is not.
pub const MAX_SVG_POINTS: u64 = 200_000;

/// Up to this many points, neighbours are joined by a thin line.
pub const JOINED_POINTS: u64 = 200;

/// An RGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Colour(pub u8, pub u8, pub u8);

impl Colour {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Colours: values in general (and common ones), rare ones, the joining
/// line, P-positions (value 0), and the line at the period's start.
pub const COMMON: Colour = Colour(31, 119, 180);
pub const RARE: Colour = Colour(214, 39, 40);
pub const JOIN: Colour = Colour(170, 170, 170);
pub const P_POSITION: Colour = Colour(0, 0, 0);
pub const PERIOD: Colour = Colour(44, 160, 44);

/// `plot RULESET --upto N` as an SVG document: `/api/v1/plot`, and
/// `grundy plot` to a `.svg` file. Refused past [`MAX_SVG_POINTS`] points
/// before any computing.
pub fn svg(request: &Request, lang: Lang) -> Result<String, Problem> {
    check_svg(request.upto)?;
    Ok(Plot::compute(request)?.svg(lang))
}

/// Refuses an SVG of heaps 0..=`upto` when it would hold too many points.
pub fn check_svg(upto: u64) -> Result<(), Problem> {
    let points = u128::from(upto) + 1;
    if points > u128::from(MAX_SVG_POINTS) {
        return Err(Problem::bad_input(msg!(
            "plot-svg-large",
            "an SVG of {points} points is too large to view (one element per point; the limit \
             is {limit}): write a .png instead, which takes any number of points",
            points = points,
            limit = MAX_SVG_POINTS
        )));
    }
    Ok(())
}

/// `grundy plot`: a heap ruleset and the last heap.
pub type Request = crate::Heaps;

/// How values are split into common and rare ones (take-and-break games):
/// v is common when v & mask has odd parity, rare otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RareSplit {
    /// The mask.
    pub mask: u32,
    /// Heaps 0..=N with a rare value (0, whose value is 0, among them).
    pub count: usize,
}

impl RareSplit {
    /// The split the rare-value method chose while computing `sequence`, or
    /// `None` when it chose none (fewer than 1,024 heaps, or a game whose
    /// moves never split a heap in two, or split one in three).
    fn of(sequence: &Sequence) -> Option<RareSplit> {
        let mask = sequence.mask();
        if mask == 0 {
            return None;
        }
        let count = (0..sequence.len()).filter(|&n| sequence.is_rare(sequence.value(n))).count();
        Some(RareSplit { mask, count })
    }

    /// Whether `value` is rare.
    pub fn is_rare(&self, value: u64) -> bool {
        (value & u64::from(self.mask)).count_ones().is_multiple_of(2)
    }

    /// What makes a value rare, for a legend.
    pub fn rare_rule(&self, lang: Lang) -> String {
        let mask = format!("{:#x}", self.mask);
        i18n::message(lang, &msg!("plot-rare", "rare (popcount(v & {mask}) even)", mask = mask))
    }

    /// What makes a value common, for a legend.
    pub fn common_rule(&self, lang: Lang) -> String {
        let mask = format!("{:#x}", self.mask);
        i18n::message(lang, &msg!("plot-common", "common (popcount(v & {mask}) odd)", mask = mask))
    }
}

/// G(0..=upto): a take-and-break game's sequence, or any heap ruleset's values.
enum Values {
    Sequence(Box<Sequence>),
    Table(HeapValues),
}

/// What a plot draws: G(0..=upto) of one ruleset.
pub struct Plot {
    /// The ruleset's name.
    pub name: String,
    /// The last heap.
    pub upto: u64,
    values: Values,
    /// The split into common and rare values, for take-and-break games.
    pub rare: Option<RareSplit>,
    /// The ruleset's period when [`crate::period::quick`] proves one (a
    /// fixed budget, so a plot always marks the same), for rulesets
    /// without a closed form; `None` otherwise.
    pub period: Option<Periodicity>,
}

impl Plot {
    /// The SVG document, its words in `lang` ([`svg`] checks its size first).
    pub fn svg(&self, lang: Lang) -> String {
        svg::svg(self, lang)
    }

    /// The caption: `kayles: Grundy values G(0..=100)`.
    pub fn caption(&self, lang: Lang) -> String {
        let caption = msg!(
            "plot-caption",
            "{name}: Grundy values G(0..={upto})",
            name = self.name.as_str(),
            upto = self.upto
        );
        i18n::message(lang, &caption)
    }

    /// The values of `request`, and for a take-and-break game its split
    /// into rare and common ones, both from one computation of its
    /// sequence; refused before any computing when its table is over the
    /// limits.
    pub fn compute(request: &Request) -> Result<Plot, Problem> {
        let (text, upto, limits) = (request.ruleset.as_str(), request.upto, &request.limits);
        let ruleset = crate::ruleset(text, request.files.files())?;
        let points = u128::from(upto) + 1;
        limits.check_table(|| crate::table::table_of(ruleset.name(), upto), points)?;
        let take_and_break = grundy::rulesets::parse_take_and_break(text)?;
        let period = match ruleset.closed_form(0) {
            Some(_) => None,
            None => crate::period::quick(ruleset.as_ref(), limits)?,
        };
        let mut plot = Plot::values(ruleset, take_and_break, upto, limits)?;
        plot.period = period;
        Ok(plot)
    }

    fn values(
        ruleset: Arc<dyn HeapRuleset>,
        take_and_break: Option<Octal>,
        upto: u64,
        limits: &Limits,
    ) -> grundy::Result<Plot> {
        let (values, rare) = match take_and_break {
            Some(octal) => {
                let mut work = limits.table_work(ruleset.as_ref(), upto)?;
                let mut sequence = Sequence::new(octal);
                sequence.extend_within(upto + 1, Method::Fast, &mut work)?;
                let rare = RareSplit::of(&sequence);
                (Values::Sequence(Box::new(sequence)), rare)
            }
            None => (Values::Table(HeapValues::new(ruleset.clone(), upto, limits)?), None),
        };
        Ok(Plot { name: ruleset.name(), upto, values, rare, period: None })
    }

    /// The legend's line for the period's start: `period 12 from heap 71
    /// (proved)`, and where it is when it is past the last heap drawn.
    pub fn period_label(&self, lang: Lang) -> Option<String> {
        let p = self.period?;
        let mut label = i18n::message(
            lang,
            &msg!(
                "plot-period",
                "period {period} from heap {preperiod} (proved)",
                period = p.period,
                preperiod = p.preperiod
            ),
        );
        if p.saltus != 0 {
            let saltus = msg!("plot-saltus", ", adding {saltus} each period", saltus = p.saltus);
            label.push_str(&i18n::message(lang, &saltus));
        }
        if p.preperiod > self.upto {
            let past = msg!("plot-past", ", past heap {upto}", upto = self.upto);
            label.push_str(&i18n::message(lang, &past));
        }
        Some(label)
    }

    /// Every point (n, G(n)), in order of n.
    pub fn points(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..=self.upto).map(|n| match &self.values {
            Values::Sequence(sequence) => (n, sequence.value(n)),
            Values::Table(values) => (n, values.value(n).0),
        })
    }
}

/// A set of points drawn alike: the values it holds, their colour and dot
/// radius (0: one pixel), and its words in the legend.
pub struct Layer {
    /// Whether a value is drawn in this layer.
    pub holds: Box<dyn Fn(u64) -> bool>,
    pub colour: Colour,
    pub radius: u32,
    /// Its line in the legend, and the radius of its dot there.
    pub label: String,
    pub legend_radius: u32,
}

/// A mark in the legend: a dash (the period's line) or a dot.
pub enum Mark {
    Dash(Colour),
    Dot(Colour, u32),
}

/// How a plot is drawn, whatever draws it.
pub struct Style {
    /// The top of the value axis: headroom above the largest value keeps
    /// the legend off the points (a line of it is about 30 of the chart's
    /// 750 pixels).
    pub top: u64,
    /// Whether neighbouring points are joined by a line.
    pub joined: bool,
    /// The heap where the proved period starts, when it is drawn (a dashed
    /// line up the chart), and the legend's words for it (also when it
    /// starts past the last heap).
    pub period_at: Option<u64>,
    pub period_label: Option<String>,
    /// The points, in the order drawn: values other than 0 first, in their
    /// colours, then the P-positions (value 0) in black, so that the few
    /// that matter stay visible among a million others; rare values larger
    /// than common ones.
    pub layers: Vec<Layer>,
}

impl Style {
    /// How `plot` is drawn, its words in `lang`.
    pub fn of(plot: &Plot, lang: Lang) -> Style {
        let max = plot.points().map(|(_, v)| v).max().unwrap_or(0);
        let lines = 2 + u64::from(plot.rare.is_some()) + u64::from(plot.period.is_some());
        let top = max.saturating_add(max.saturating_mul(lines) / 20).saturating_add(lines + 1);
        let count = plot.upto + 1;
        let radius = match count {
            0..=200 => 4,
            201..=5_000 => 2,
            5_001..=50_000 => 1,
            _ => 0,
        };
        let larger = (radius + 1).max(2);
        let mut layers = Vec::new();
        let layer = |holds: Box<dyn Fn(u64) -> bool>, colour, radius, label: String, legend| {
            Layer { holds, colour, radius, label, legend_radius: legend }
        };
        match plot.rare {
            None => {
                let label = msg!("plot-values", "G(n), the value of heap n");
                let label = i18n::message(lang, &label);
                layers.push(layer(Box::new(|v| v != 0), COMMON, radius, label, 5));
            }
            Some(split) => {
                let rule = split.common_rule(lang);
                layers.push(layer(Box::new(move |v| !split.is_rare(v)), COMMON, radius, rule, 5));
                let rule = split.rare_rule(lang);
                let rare = move |v| v != 0 && split.is_rare(v);
                layers.push(layer(Box::new(rare), RARE, larger, rule, 6));
            }
        }
        let p_radius = if plot.rare.is_some() { larger } else { radius };
        let label = msg!("plot-p-positions", "P-positions: G(n) = 0, the player to move loses");
        let label = i18n::message(lang, &label);
        layers.push(layer(Box::new(|v| v == 0), P_POSITION, p_radius, label, 6));
        Style {
            top,
            joined: count <= JOINED_POINTS,
            period_at: plot.period.map(|p| p.preperiod).filter(|&e| e <= plot.upto),
            period_label: plot.period_label(lang),
            layers,
        }
    }

    /// The legend's lines, in order: the period's, then each layer's.
    pub fn legend(&self) -> Vec<(Mark, &str)> {
        let period = self.period_label.as_deref().map(|label| (Mark::Dash(PERIOD), label));
        let layers = self.layers.iter().map(|l| (Mark::Dot(l.colour, l.legend_radius), &*l.label));
        period.into_iter().chain(layers).collect()
    }
}
