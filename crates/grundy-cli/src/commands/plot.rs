//! `grundy plot`: G(0..=N) of one heap ruleset drawn against n, to an SVG
//! or PNG file, with a legend: the P-positions (value 0) in black; for
//! take-and-break games, the rare values in their own colour and larger;
//! and a dashed line where the period starts, when a fixed budget proves
//! one (the service's [`grundy_service::period::quick`]).
//!
//! Every value is drawn: no downsampling. Up to 200 points are joined by a
//! thin line; past that they are dots, one pixel each past 50,000 points. A
//! PNG takes any N the table limit allows (drawing a million points takes a
//! few hundredths of a second); an SVG holds one element per point, so it is
//! refused past [`MAX_SVG_POINTS`].
//!
//! The values, and the rare ones, come from the service's
//! [`grundy_service::plot`]; only the drawing is here.

use std::io::Write;
use std::path::{Path, PathBuf};

use grundy::{msg, Limits, Message};
use grundy_service::plot::{Plot, Request};
use grundy_service::Problem;
use plotters::chart::SeriesAnno;
use plotters::coord::types::RangedCoordu64;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::limits::LimitArgs;

/// The most points an SVG may hold. Past it the file (about 100 bytes a
/// point) is too large for a browser to open comfortably; a PNG is not.
const MAX_SVG_POINTS: u64 = 200_000;

/// Up to this many points, neighbours are joined by a thin line.
const JOINED_POINTS: u64 = 200;

/// The picture's size in pixels (SVG user units).
const SIZE: (u32, u32) = (1600, 900);

/// Colours: values in general (and common ones), rare ones, the joining line.
const COMMON: RGBColor = RGBColor(31, 119, 180);
const RARE: RGBColor = RGBColor(214, 39, 40);
const JOIN: RGBColor = RGBColor(170, 170, 170);
/// P-positions (value 0), and the line at the period's start.
const P_POSITION: RGBColor = RGBColor(0, 0, 0);
const PERIOD: RGBColor = RGBColor(44, 160, 44);

/// The legend's line for the P-positions.
const P_LABEL: &str = "P-positions: G(n) = 0, the player to move loses";

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The heap ruleset, e.g. "kayles", "octal(0.354)" or "subtract(1,3,4)"
    ruleset: String,
    /// The last heap size to draw
    #[arg(long, value_name = "N")]
    upto: u64,
    /// The file to write; its extension, .svg or .png, picks the format
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
    #[command(flatten)]
    limits: LimitArgs,
}

/// The file formats `plot` writes, told by the output's extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

impl Format {
    /// The format of `path`, or a message saying which extensions are expected.
    fn of(path: &Path) -> Result<Format, Problem> {
        let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("svg") => Ok(Format::Svg),
            Some("png") => Ok(Format::Png),
            _ => Err(Problem::bad_input(Message::plain(format!(
                "cannot tell the format of {}: expected a file name ending in .svg or .png",
                path.display()
            )))),
        }
    }
}

/// The plot as an SVG document.
fn to_svg(plot: &Plot) -> Result<String, Problem> {
    let mut svg = String::new();
    let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
    draw(&root, plot)?;
    root.present().map_err(drawing_failed)?;
    drop(root);
    Ok(svg)
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let format = Format::of(&args.output)?;
    let points = u128::from(args.upto) + 1;
    if format == Format::Svg {
        check_svg_points(points)?;
    }
    check_directory(&args.output)?;
    let mut limits = args.limits.limits();
    limits.observer =
        crate::progress::observer(format!("plot {} up to {}", args.ruleset, args.upto));
    let plot = Plot::compute(&Request { ruleset: args.ruleset, upto: args.upto, limits })?;

    let path = &args.output;
    match format {
        Format::Svg => {
            std::fs::write(path, to_svg(&plot)?).map_err(|e| unwritable(path, e))?;
        }
        Format::Png => {
            // The backend writes the file only at the end, and words its I/O
            // errors poorly: creating the file first says plainly why it cannot be.
            std::fs::File::create(path).map_err(|e| unwritable(path, e))?;
            let root = BitMapBackend::new(path, SIZE).into_drawing_area();
            draw(&root, &plot)?;
            root.present().map_err(|e| unwritable(path, e))?;
        }
    }

    write!(out, "{}: G(0..={}) drawn to {}", plot.name, plot.upto, path.display())?;
    match &plot.rare {
        Some(split) => writeln!(
            out,
            "; {} values at {} of {points} heaps, in red",
            split.rare_rule(),
            split.count
        )?,
        None => writeln!(out)?,
    }
    Ok(())
}

/// `grundy plot RULESET --upto N` drawn as an SVG document: the web
/// playground's `/api/v1/plot`.
pub fn svg(ruleset: &str, upto: u64, limits: &Limits) -> Result<String, Problem> {
    check_svg_points(u128::from(upto) + 1)?;
    let request = Request { ruleset: ruleset.to_string(), upto, limits: *limits };
    to_svg(&Plot::compute(&request)?)
}

fn check_svg_points(points: u128) -> Result<(), Problem> {
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

/// Refuses, before any computing, an output file whose directory does not exist.
fn check_directory(path: &Path) -> Result<(), Problem> {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if directory.is_dir() {
        return Ok(());
    }
    Err(Problem::bad_input(Message::plain(format!(
        "cannot write {}: the directory {} does not exist",
        path.display(),
        directory.display()
    ))))
}

fn unwritable(path: &Path, error: impl std::fmt::Display) -> Problem {
    Problem::bad_input(Message::plain(format!("cannot write {}: {error}", path.display())))
}

fn drawing_failed(error: impl std::fmt::Display) -> Problem {
    Problem::internal(msg!(
        "plot-failed",
        "could not draw the plot: {error}",
        error = error.to_string()
    ))
}

/// The chart `draw` draws on: heaps against values.
type Chart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordu64, RangedCoordu64>>;

/// The font every text of a picture is laid out and drawn with: DejaVu
/// Sans (Bitstream Vera licence, `assets/DejaVuSans-LICENSE.txt`), shipped
/// in the binary, so that drawing needs no installed font and building no
/// system library.
const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// Makes [`FONT`] the `sans-serif` family the pictures name, once.
fn register_font() -> Result<(), Problem> {
    static REGISTERED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let registered = *REGISTERED.get_or_init(|| {
        plotters::style::register_font("sans-serif", FontStyle::Normal, FONT).is_ok()
    });
    match registered {
        true => Ok(()),
        false => Err(Problem::internal(msg!(
            "plot-font",
            "the font shipped with grundy could not be read"
        ))),
    }
}

/// Draws `plot` on `root`; the backend writes the file when `root` is presented.
fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, plot: &Plot) -> Result<(), Problem> {
    register_font()?;
    root.fill(&WHITE).map_err(drawing_failed)?;
    let max = plot.points().map(|(_, v)| v).max().unwrap_or(0);
    // Headroom above the largest value keeps the legend off the points:
    // a line of it is about 30 of the chart's 750 pixels.
    let lines = 2 + u64::from(plot.rare.is_some()) + u64::from(plot.period.is_some());
    let top = max.saturating_add(max.saturating_mul(lines) / 20).saturating_add(lines + 1);
    let mut chart = ChartBuilder::on(root)
        .caption(format!("{}: Grundy values G(0..={})", plot.name, plot.upto), ("sans-serif", 32))
        .margin(20)
        .margin_right(60)
        .x_label_area_size(60)
        .y_label_area_size(80)
        .build_cartesian_2d(0..plot.upto + 1, 0..top)
        .map_err(drawing_failed)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("heap n")
        .y_desc("G(n)")
        .axis_desc_style(("sans-serif", 24))
        .label_style(("sans-serif", 18))
        .draw()
        .map_err(drawing_failed)?;

    let count = plot.upto + 1;
    if count <= JOINED_POINTS {
        let line = LineSeries::new(plot.points(), JOIN.stroke_width(1));
        chart.draw_series(line).map_err(drawing_failed)?;
    }
    // The period's start, a dashed line up the chart at heap e.
    if let (Some(period), Some(label)) = (plot.period, plot.period_label()) {
        let e = period.preperiod;
        let at = if e <= plot.upto { vec![(e, 0), (e, top)] } else { Vec::new() };
        chart
            .draw_series(DashedLineSeries::new(at, 8, 6, PERIOD.stroke_width(2)))
            .map_err(drawing_failed)?
            .label(label)
            .legend(|(x, y)| PathElement::new([(x - 8, y), (x + 8, y)], PERIOD.stroke_width(2)));
    }
    let radius = radius(count);
    // Values other than 0 first, in their colours, then the P-positions
    // (value 0) in black, so that the few that matter stay visible among
    // a million others; rare values are drawn larger than common ones.
    let others = plot.points().filter(|&(_, v)| v != 0);
    match &plot.rare {
        None => {
            draw_marks(&mut chart, others, COMMON, radius)?
                .label("G(n), the value of heap n")
                .legend(|(x, y)| Circle::new((x, y), 5, COMMON.filled()));
        }
        Some(split) => {
            let common = plot.points().filter(|&(_, v)| !split.is_rare(v));
            draw_marks(&mut chart, common, COMMON, radius)?
                .label(split.common_rule())
                .legend(|(x, y)| Circle::new((x, y), 5, COMMON.filled()));
            let rare = others.filter(|&(_, v)| split.is_rare(v));
            draw_marks(&mut chart, rare, RARE, (radius + 1).max(2))?
                .label(split.rare_rule())
                .legend(|(x, y)| Circle::new((x, y), 6, RARE.filled()));
        }
    }
    let p_positions = plot.points().filter(|&(_, v)| v == 0);
    let p_radius = if plot.rare.is_some() { (radius + 1).max(2) } else { radius };
    draw_marks(&mut chart, p_positions, P_POSITION, p_radius)?
        .label(P_LABEL)
        .legend(|(x, y)| Circle::new((x, y), 6, P_POSITION.filled()));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font(("sans-serif", 20))
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()
        .map_err(drawing_failed)?;
    Ok(())
}

/// The radius of a point's dot among `count` points: dots shrink as points
/// crowd, down to a single pixel (radius 0) past 50,000 points.
fn radius(count: u64) -> u32 {
    match count {
        0..=200 => 4,
        201..=5_000 => 2,
        5_001..=50_000 => 1,
        _ => 0,
    }
}

/// Draws a dot of `radius` (a pixel for 0) at each point.
fn draw_marks<'c, 'a, DB: DrawingBackend>(
    chart: &'c mut Chart<'a, DB>,
    points: impl Iterator<Item = (u64, u64)>,
    colour: RGBColor,
    radius: u32,
) -> Result<&'c mut SeriesAnno<'a, DB>, Problem> {
    let drawn = match radius {
        0 => chart.draw_series(points.map(|p| Pixel::new(p, colour))),
        r => chart.draw_series(points.map(|p| Circle::new(p, r, colour.filled()))),
    };
    drawn.map_err(drawing_failed)
}
