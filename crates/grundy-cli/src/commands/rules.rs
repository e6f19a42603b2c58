//! `grundy rules`: the catalogue of rulesets (the service's
//! [`grundy_service::rules`]).

use std::io::Write;

use grundy_service::Format;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print a JSON array instead of text
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    Ok(grundy_service::rules::write(Format::json(args.json), out)?)
}
