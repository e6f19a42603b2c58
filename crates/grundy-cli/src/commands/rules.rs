//! `grundy rules`: the catalogue of rulesets (the service's
//! [`grundy_service::rules`]).

use std::io::Write;

use grundy_service::i18n::Lang;
use grundy_service::Format;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// One ruleset (a name or an alias, e.g. `bash` or `巴什`): its rules,
    /// a worked example and its strategy
    name: Option<String>,
    /// With every ruleset, print its rules, worked example and strategy
    #[arg(long)]
    full: bool,
    /// The language of the texts: en or zh-CN
    #[arg(long, default_value = "en")]
    lang: String,
    /// Print JSON instead of text (an array, or one object for NAME)
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let lang = Lang::parse(&args.lang)?;
    let format = Format::json(args.json);
    Ok(grundy_service::rules::write(format, lang, args.name.as_deref(), args.full, out)?)
}
