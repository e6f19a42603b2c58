//! `grundy analyze`: who wins a sum, its nimber, and every winning move
//! (the service's [`grundy_service::analyze`]).

use std::io::Write;

use grundy_service::analyze::How;
use grundy_service::i18n::Lang;
use grundy_service::Format;

use crate::input::{read_spec, LocalFiles};
use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game, e.g. "nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23"; `-` reads it from
    /// standard input. Several words are joined by spaces (`grundy analyze nim 3 4`), but a
    /// ruleset with parameters needs quotes, as the shell reads parentheses itself
    #[arg(value_name = "SPEC", required = true, num_args = 1.., allow_hyphen_values = false)]
    spec: Vec<String>,
    /// Misère play: the player who cannot move wins
    #[arg(long)]
    misere: bool,
    /// Say why: each component's value and its reason, and the nim-sum in binary
    #[arg(long)]
    explain: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// How the components are played together: disjunctive (the sum: a move in one component),
    /// conjunctive (a move in every component; play ends when one has ended), continued or every
    /// (a move in every component that can move; Every-SG), selective (a move in any non-empty set
    /// of components), shortened (selective, ending when one has ended)
    #[arg(long, value_enum, default_value = "disjunctive", value_name = "COMPOUND")]
    compound: CompoundArg,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let source = read_spec(&args.spec.join(" "))?;
    let game = grundy_service::game(&source, &LocalFiles)?;
    drop(source);
    let mut limits = args.limits.limits();
    limits.observer = crate::progress::observer(format!("analyze {}", game));
    let how = How { explain: args.explain, format: Format::json(args.json), lang: Lang::En };
    let compound = grundy::Compound::from(args.compound);
    match compound {
        grundy::Compound::Disjunctive => {
            grundy_service::analyze::write(out, &game, args.misere, how, &limits, &LocalFiles)?
        }
        _ => grundy_service::compound::write(
            out,
            &game,
            compound,
            args.misere,
            how,
            &limits,
            &LocalFiles,
        )?,
    }
    Ok(())
}

/// `--compound`: the engine's [`grundy::Compound`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CompoundArg {
    #[value(alias = "sum")]
    Disjunctive,
    Conjunctive,
    #[value(alias = "every")]
    Continued,
    Selective,
    Shortened,
}

impl From<CompoundArg> for grundy::Compound {
    fn from(compound: CompoundArg) -> grundy::Compound {
        match compound {
            CompoundArg::Disjunctive => grundy::Compound::Disjunctive,
            CompoundArg::Conjunctive => grundy::Compound::Conjunctive,
            CompoundArg::Continued => grundy::Compound::Continued,
            CompoundArg::Selective => grundy::Compound::Selective,
            CompoundArg::Shortened => grundy::Compound::Shortened,
        }
    }
}
