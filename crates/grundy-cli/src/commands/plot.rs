//! `grundy plot`: G(0..=N) of one heap ruleset drawn against n, to an SVG
//! or PNG file, with a legend: the P-positions (value 0) in black; for
//! take-and-break games, the rare values in their own colour and larger;
//! and a dashed line where the period starts, when a fixed budget proves
//! one (the service's [`grundy_service::period::quick`]).
//!
//! The values, how they are drawn ([`Style`]) and the SVG document come
//! from the service's [`grundy_service::plot`], as the server's and the
//! WebAssembly module's do; the PNG is drawn here with plotters, from the
//! same style (drawing a million points takes a few hundredths of a second).

use std::io::Write;
use std::path::{Path, PathBuf};

use grundy::{msg, Message};
use grundy_service::i18n::Lang;
use grundy_service::plot::{self, Colour, Plot, Request, Style};
use grundy_service::Problem;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::count;
use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The heap ruleset, e.g. "kayles", "octal(0.354)" or "subtract(1,3,4)"
    ruleset: String,
    /// The last heap size to draw
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
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

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let format = Format::of(&args.output)?;
    if format == Format::Svg {
        plot::check_svg(args.upto)?;
    }
    check_directory(&args.output)?;
    let mut limits = args.limits.limits();
    limits.observer =
        crate::progress::observer(format!("plot {} up to {}", args.ruleset, args.upto));
    let request = Request {
        ruleset: args.ruleset,
        upto: args.upto,
        limits,
        files: grundy_service::FileAccess::local(),
    };
    let plot = Plot::compute(&request)?;

    let path = &args.output;
    match format {
        Format::Svg => {
            std::fs::write(path, plot.svg(Lang::En)).map_err(|e| unwritable(path, e))?;
        }
        Format::Png => {
            // The backend writes the file only at the end, and words its I/O
            // errors poorly: creating the file first says plainly why it cannot be.
            std::fs::File::create(path).map_err(|e| unwritable(path, e))?;
            let root = BitMapBackend::new(path, plot::SIZE).into_drawing_area();
            draw(&root, &plot)?;
            root.present().map_err(|e| unwritable(path, e))?;
        }
    }

    write!(out, "{}: G(0..={}) drawn to {}", plot.name, plot.upto, path.display())?;
    match &plot.rare {
        Some(split) => writeln!(
            out,
            "; {} values at {} of {} heaps, in red",
            split.rare_rule(Lang::En),
            split.count,
            u128::from(plot.upto) + 1
        )?,
        None => writeln!(out)?,
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

/// plotters' colour for `colour`.
fn rgb(Colour(r, g, b): Colour) -> RGBColor {
    RGBColor(r, g, b)
}

/// Draws `plot` on `root` in its [`Style`]; the backend writes the file
/// when `root` is presented.
fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, plot: &Plot) -> Result<(), Problem> {
    register_font()?;
    let style = Style::of(plot, Lang::En);
    root.fill(&WHITE).map_err(drawing_failed)?;
    let mut chart = ChartBuilder::on(root)
        .caption(plot.caption(Lang::En), ("sans-serif", 32))
        .margin(20)
        .margin_right(60)
        .x_label_area_size(60)
        .y_label_area_size(80)
        .build_cartesian_2d(0..plot.upto + 1, 0..style.top)
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

    if style.joined {
        let line = LineSeries::new(plot.points(), rgb(plot::JOIN).stroke_width(1));
        chart.draw_series(line).map_err(drawing_failed)?;
    }
    if let Some(label) = &style.period_label {
        let at = style.period_at.map_or(Vec::new(), |e| vec![(e, 0), (e, style.top)]);
        let colour = rgb(plot::PERIOD);
        let dashes = DashedLineSeries::new(at, 8, 6, colour.stroke_width(2));
        chart.draw_series(dashes).map_err(drawing_failed)?.label(label).legend(move |(x, y)| {
            PathElement::new([(x - 8, y), (x + 8, y)], colour.stroke_width(2))
        });
    }
    for layer in &style.layers {
        let colour = rgb(layer.colour);
        let points = plot.points().filter(|&(_, v)| (layer.holds)(v));
        let drawn = match layer.radius {
            0 => chart.draw_series(points.map(|p| Pixel::new(p, colour))),
            r => chart.draw_series(points.map(|p| Circle::new(p, r, colour.filled()))),
        };
        let radius = layer.legend_radius;
        drawn
            .map_err(drawing_failed)?
            .label(&layer.label)
            .legend(move |(x, y)| Circle::new((x, y), radius, colour.filled()));
    }
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
