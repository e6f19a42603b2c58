//! `grundy quotient`: the misère quotient of a heap ruleset's heaps up to N,
//! certified, with a presentation and the pretending function.

use std::io::Write;

use grundy::heap::HeapRuleset;
use grundy::period::{find_observed_period, Evidence, Periodicity};
use grundy::quotient::{Presentation, RulesetQuotient};
use grundy::{Limits, Nimber};
use serde::Deserialize;

use crate::{shapes, Format, Problem};

/// `grundy quotient`: a heap ruleset and its largest heap.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The heap ruleset, e.g. `kayles`, `dawson` or `octal(0.15)`.
    pub ruleset: String,
    /// The largest heap of the quotient: heaps 0..=N, N at least 1.
    pub heaps: u64,
    /// What the quotient may compute.
    #[serde(skip)]
    pub limits: Limits,
    /// Where a rule file named in the ruleset (`rule(FILE)`) is read.
    #[serde(skip)]
    pub files: crate::FileAccess,
}

/// Pretending-function values per line of text.
const ROW: u64 = 10;

/// A quotient as `grundy quotient` reports it: the engine's quotient kept
/// whole (front ends that answer more questions of it, the Python
/// package's elements, ask it directly), its presentation, and what the
/// report says of the heaps it holds for.
#[derive(Clone, Debug)]
pub struct Computed {
    /// The ruleset's name, as the engine writes it.
    pub ruleset: String,
    /// The largest heap computed, N: the quotient is that of heaps 0..=N.
    pub heaps: u64,
    /// The certified quotient, and Φ's periodicity when proved.
    pub quotient: RulesetQuotient,
    /// Its presentation: generators, normal forms and relations.
    pub presentation: Presentation,
    /// Φ's period as observed on heaps 0..=N when no theorem proves one.
    pub observed: Option<Periodicity>,
    /// The sentence saying which heaps the quotient holds for, and why.
    pub validity: String,
    /// Why the computation stopped before the heaps asked for (no
    /// candidate grew the quotient, or a limit), when it did: the quotient
    /// is then that of the heaps before the one it stopped at.
    pub stopped: Option<grundy::Error>,
}

/// `grundy quotient`'s text, or its JSON object, for `request`: the
/// quotient of the heaps asked for, or of those certified before the
/// computation stopped, saying where and why it stopped ([`Computed::stopped`]).
pub fn answer(request: &Request, format: Format, out: &mut impl Write) -> Result<(), Problem> {
    compute_partial(request, false)?.write(format, out)
}

/// The quotient `grundy quotient` reports for `request`: of heaps
/// 0..=`request.heaps`; with `until_periodic`, computed in doubling
/// stretches (64, 128, …, at most `request.heaps`) and stopped at the first
/// stretch where Φ's periodicity is proved (then [`Computed::heaps`] is
/// that stretch's end, and the report is `grundy quotient --heaps` of it).
/// Costs what [`RulesetQuotient::compute`] costs, within the request's
/// limits; O(|Q|·r) more for the presentation of r generators.
pub fn compute(request: &Request, until_periodic: bool) -> Result<Computed, Problem> {
    let computed = compute_partial(request, until_periodic)?;
    match computed.stopped {
        Some(stopped) => Err(stopped.into()),
        None => Ok(computed),
    }
}

/// [`compute`], keeping the quotient certified before the computation
/// stopped short of the heaps asked for ([`RulesetQuotient::compute_partial`]):
/// an error only when nothing was certified past heap 0, or the request is
/// refused before computing.
pub fn compute_partial(request: &Request, until_periodic: bool) -> Result<Computed, Problem> {
    let heaps = request.heaps;
    if heaps == 0 {
        return Err(Problem::bad_input(grundy::msg!(
            "quotient-no-heaps",
            "--heaps must be at least 1: the quotient of heap 0 alone is trivial"
        )));
    }
    let parsed = crate::ruleset(&request.ruleset, request.files.files())?;
    let (quotient, stopped) =
        RulesetQuotient::compute_partial(parsed.as_ref(), heaps, until_periodic, &request.limits)?;
    let q = &quotient.quotient;
    let heaps = q.heaps() as u64 - 1;
    let presentation = q.presentation();
    let observed = match quotient.periodicity {
        Some(_) => None,
        None => {
            let phi: Vec<Nimber> = (0..q.heaps()).map(|h| Nimber(q.phi(h) as u64)).collect();
            find_observed_period(&phi, false)
        }
    };
    let validity = validity(&quotient, observed, parsed.as_ref(), heaps);
    let ruleset = parsed.name();
    Ok(Computed { ruleset, heaps, quotient, presentation, observed, validity, stopped })
}

impl Computed {
    /// The report, as text or as one JSON object (`grundy quotient
    /// [--json]`): linear in N and in the size of the presentation.
    pub fn write(&self, format: Format, out: &mut impl Write) -> Result<(), Problem> {
        let (computed, presentation, heaps) = (&self.quotient, &self.presentation, self.heaps);
        let q = &computed.quotient;
        let element = |x: u32, ascii: bool| presentation.element(x, ascii);
        let (name, validity) = (&self.ruleset, &self.validity);
        if format == Format::Json {
            let p = computed.periodicity.or(self.observed);
            let report = shapes::Quotient {
                ruleset: name.clone(),
                heaps,
                order: q.order(),
                p_portion: q.p_portion().len(),
                p_elements: q.p_portion().iter().map(|&x| element(x, true)).collect(),
                generators: presentation
                    .generators
                    .iter()
                    .enumerate()
                    .map(|(i, &heap)| shapes::Generator {
                        name: Presentation::generator_name(i),
                        heap,
                    })
                    .collect(),
                relations: relations(presentation, true),
                pretending: shapes::Streamed::new(
                    (0..=heaps as usize).map(|h| element(q.phi(h), true)),
                ),
                grew: q
                    .grew()
                    .iter()
                    .map(|&(heap, order)| shapes::Growth { heap, order })
                    .collect(),
                period: p.map(|p| p.period),
                preperiod: p.map(|p| p.preperiod),
                proved: computed.periodicity.is_some(),
                valid_for_every_heap: computed.periodicity.is_some(),
                stopped: self.stopped_sentence(),
                summary: validity.clone(),
            };
            serde_json::to_writer(&mut *out, &report)?;
            writeln!(out)?;
            return Ok(());
        }
        writeln!(out, "{name}: the misère quotient of heaps 0..={heaps}")?;
        let p_count = q.p_portion().len();
        writeln!(
            out,
            "Order {}, P-portion of {p_count} element{}; certified on every heap up to {heaps}.",
            q.order(),
            if p_count == 1 { "" } else { "s" }
        )?;
        writeln!(out, "{validity}")?;
        let generators: Vec<String> = presentation
            .generators
            .iter()
            .enumerate()
            .map(|(i, heap)| format!("{} = heap {heap}", Presentation::generator_name(i)))
            .collect();
        writeln!(
            out,
            "Generators: {}",
            if generators.is_empty() { "none".to_string() } else { generators.join(", ") }
        )?;
        let relations = relations(presentation, false);
        writeln!(
            out,
            "Relations: {}",
            if relations.is_empty() { "none".to_string() } else { relations.join(", ") }
        )?;
        let p: Vec<String> = q.p_portion().iter().map(|&x| element(x, false)).collect();
        writeln!(out, "P-portion: {}", p.join(", "))?;
        let grew: Vec<String> =
            q.grew().iter().map(|&(heap, order)| format!("{heap} (order {order})")).collect();
        writeln!(out, "Grew at heaps: {}", grew.join(", "))?;
        writeln!(out, "Pretending function Φ(0..={heaps}):")?;
        let width = heaps.to_string().len();
        for row in (0..=heaps).step_by(ROW as usize) {
            let cells: Vec<String> = (row..=heaps.min(row + ROW - 1))
                .map(|h| element(q.phi(h as usize), false))
                .collect();
            writeln!(out, "  {row:>width$}: {}", cells.join(" "))?;
        }
        writeln!(
        out,
        "A sum of heaps is lost for the player to move exactly when the product of their elements lies in the P-portion."
    )?;
        if let Some(stopped) = self.stopped_sentence() {
            writeln!(out, "{stopped}")?;
        }
        Ok(())
    }

    /// Where and why the computation stopped, when it did.
    fn stopped_sentence(&self) -> Option<String> {
        let stopped = self.stopped.as_ref()?;
        Some(format!("Stopped at heap {}: {stopped}.", self.heaps + 1))
    }
}

/// The relations, `m = n`.
fn relations(presentation: &Presentation, ascii: bool) -> Vec<String> {
    presentation
        .relations
        .iter()
        .map(|(m, x)| {
            format!("{} = {}", Presentation::monomial(m, ascii), presentation.element(*x, ascii))
        })
        .collect()
}

/// Which heaps the quotient is valid for, and why.
fn validity(
    computed: &RulesetQuotient,
    observed: Option<Periodicity>,
    ruleset: &dyn HeapRuleset,
    heaps: u64,
) -> String {
    if let Some(p) = computed.periodicity {
        let Evidence::Theorem { theorem, values_used } = p.evidence else {
            unreachable!("Φ's periodicity is proved by a theorem")
        };
        return format!(
            "Φ is periodic from heap {} with period {}, proved on Φ(0..{values_used}) by the bound of {} (the proof carries over from G to Φ): this is the quotient of every heap of {}.",
            p.preperiod,
            p.period,
            crate::reasons::theorem(crate::i18n::Lang::En, theorem),
            ruleset.name()
        );
    }
    let why = match grundy::quotient::phi_theorem(ruleset) {
        None => "no periodicity theorem for Φ is implemented for this ruleset",
        Some(_) => "proving it needs more heaps",
    };
    let shows = match observed {
        Some(p) => format!(
            "Φ shows period {} from heap {} (observed, not proved: {why})",
            p.period, p.preperiod
        ),
        None => "No period of Φ shows".to_string(),
    };
    format!("{shows}: the quotient is valid for heaps up to {heaps}.")
}
