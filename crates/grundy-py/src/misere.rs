//! The misère quotient and the genus of a heap ruleset, for
//! `grundy.quotient` and `grundy.genus` (`python/grundy/_quotient.py`).
//!
//! `quotient` asks the service what `grundy quotient` asks
//! ([`grundy_service::quotient::compute`]) and keeps its answer, the
//! engine's certified quotient with its presentation, alive in a frozen
//! [`Quotient`]: the Python side's elements are the engine's element
//! numbers (0 the identity), and every product, power or Φ of a heap is a
//! look-up in the engine's own multiplication table, never a computation
//! again. `to_json` writes `grundy quotient --json`'s document from it
//! ([`Computed::write`]), so `MisereQuotient.to_dict()` is the command
//! line's by construction. `genus` is `grundy genus --json`'s document.
//!
//! Every method checks the element numbers it is handed (an element of
//! another quotient, or a number made up, raises `ValueError`), so nothing
//! reaches the engine's tables out of range; the two computations (the
//! quotient, the genus) run watched ([`watched`]: on a thread of their own,
//! the GIL released, Ctrl-C stopping them within a fraction of a second,
//! the quotient's progress reported heap by heap) and the JSON through
//! [`crate::computed`]; a panic is raised as `grundy.InternalError`.

use grundy::quotient::Presentation;
use grundy_service::quotient::{compute, Computed, Request};
use grundy_service::{genus as service_genus, Format};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::watch::watched;
use crate::{computed, limits, LimitArgs};

/// The largest quotient whose whole multiplication table `table` returns:
/// 2¹⁶ entries.
const TABLE_ORDER: usize = 256;

/// The misère quotient of heaps 0..=N of a heap ruleset, certified, as
/// `grundy quotient` computed it: the engine's quotient, its presentation
/// and Φ's periodicity. Immutable; every method is O(1) unless it says.
#[pyclass(frozen, module = "grundy._grundy")]
pub struct Quotient {
    computed: Computed,
}

impl Quotient {
    fn order(&self) -> usize {
        self.computed.quotient.quotient.order()
    }

    /// `x`, checked to be an element: below the order.
    fn element(&self, x: u32) -> PyResult<u32> {
        match (x as usize) < self.order() {
            true => Ok(x),
            false => Err(PyValueError::new_err(format!(
                "{x} is not an element of this quotient: its elements are 0 to {}",
                self.order() - 1
            ))),
        }
    }
}

#[pymethods]
impl Quotient {
    /// The ruleset's name, as the engine writes it.
    #[getter]
    fn ruleset(&self) -> String {
        self.computed.ruleset.clone()
    }

    /// N: the quotient is certified on heaps 0..=N.
    #[getter]
    fn heaps(&self) -> u64 {
        self.computed.heaps
    }

    /// The number of elements.
    #[getter(order)]
    fn order_py(&self) -> usize {
        self.order()
    }

    /// Whether Φ's periodicity is proved, so that the quotient is that of
    /// every heap of the ruleset.
    #[getter]
    fn proved(&self) -> bool {
        self.computed.quotient.periodicity.is_some()
    }

    /// Whether Φ(`heap`) is known: `heap` ≤ N, or Φ's proved periodicity
    /// reaches it.
    fn covers(&self, heap: u64) -> bool {
        self.computed.quotient.covers(heap)
    }

    /// Φ(`heap`), the element of the heap (by the proved period past N);
    /// `ValueError` for a heap the quotient does not cover.
    fn phi(&self, heap: u64) -> PyResult<u32> {
        match self.computed.quotient.covers(heap) {
            true => Ok(self.computed.quotient.phi(heap)),
            false => Err(PyValueError::new_err(format!(
                "the misère quotient of {} holds for heaps up to {} (Φ's period is not proved), not heap {heap}: compute it with more heaps",
                self.computed.ruleset, self.computed.heaps
            ))),
        }
    }

    /// The product of elements `a` and `b`: one look-up in the engine's
    /// multiplication table.
    fn mul(&self, a: u32, b: u32) -> PyResult<u32> {
        Ok(self.computed.quotient.quotient.mul(self.element(a)?, self.element(b)?))
    }

    /// `x` to the power `n` (x⁰ the identity): O(log n) products.
    fn power(&self, x: u32, n: u64) -> PyResult<u32> {
        Ok(self.computed.quotient.quotient.power(self.element(x)?, n))
    }

    /// The least k and p ≥ 1 with x^(k+p) = x^k: O(k + p) products.
    fn power_cycle(&self, x: u32) -> PyResult<(usize, usize)> {
        Ok(self.computed.quotient.quotient.power_cycle(self.element(x)?))
    }

    /// Whether `x` lies in the P-portion.
    fn is_p(&self, x: u32) -> PyResult<bool> {
        Ok(self.computed.quotient.quotient.is_p(self.element(x)?))
    }

    /// The elements of the P-portion, in increasing order: O(|Q|).
    fn p_portion(&self) -> Vec<u32> {
        self.computed.quotient.quotient.p_portion()
    }

    /// The generators, in order (a, b, c, …): each its name, its heap and
    /// its element.
    fn generators(&self) -> Vec<(String, usize, u32)> {
        let q = &self.computed.quotient.quotient;
        let generators = &self.computed.presentation.generators;
        generators
            .iter()
            .enumerate()
            .map(|(i, &heap)| (Presentation::generator_name(i), heap, q.phi(heap)))
            .collect()
    }

    /// The relations of the presentation: each a monomial (exponents of
    /// the generators) that is not a normal form while all its divisors
    /// are, and the element it equals.
    fn relations(&self) -> Vec<(Vec<u32>, u32)> {
        self.computed.presentation.relations.clone()
    }

    /// The normal form of `x`: its least monomial, as exponents of the
    /// generators.
    fn normal_form(&self, x: u32) -> PyResult<Vec<u32>> {
        Ok(self.computed.presentation.normal[self.element(x)? as usize].clone())
    }

    /// The normal form of `x` written (`a²b`, or with `ascii` `a^2b`), as
    /// `grundy quotient` writes it.
    fn name(&self, x: u32, ascii: bool) -> PyResult<String> {
        Ok(self.computed.presentation.element(self.element(x)?, ascii))
    }

    /// A monomial, exponents of the generators, written as `name` writes
    /// one (`1` for the empty monomial).
    #[staticmethod]
    fn monomial(exponents: Vec<u32>, ascii: bool) -> String {
        Presentation::monomial(&exponents, ascii)
    }

    /// (heap, order after it) for every heap where the quotient grew.
    fn grew(&self) -> Vec<(usize, usize)> {
        self.computed.quotient.quotient.grew().to_vec()
    }

    /// The multiplication table, a row per element: O(|Q|²), for a
    /// quotient of at most 256 elements (`ValueError` past it).
    fn table(&self) -> PyResult<Vec<Vec<u32>>> {
        let order = self.order();
        if order > TABLE_ORDER {
            return Err(PyValueError::new_err(format!(
                "the multiplication table is given for quotients of at most {TABLE_ORDER} elements, not {order}"
            )));
        }
        let q = &self.computed.quotient.quotient;
        let elements = 0..order as u32;
        Ok(elements.clone().map(|a| elements.clone().map(|b| q.mul(a, b)).collect()).collect())
    }

    /// `grundy quotient --json`'s document (or with `json` false, its
    /// text): linear in N and in the size of the presentation.
    fn report(&self, py: Python<'_>, json: bool) -> PyResult<String> {
        let format = Format::json(json);
        computed(py, || {
            let mut out = Vec::new();
            self.computed.write(format, &mut out)?;
            Ok(String::from_utf8(out).expect("the report is written as UTF-8"))
        })
    }
}

/// `grundy quotient RULESET --heaps HEAPS`: the quotient of heaps
/// 0..=`heaps`; with `until_periodic`, stopped at the first of the
/// stretches 64, 128, … (at most `heaps`) where Φ's periodicity is proved.
/// Watched: Ctrl-C stops it (`KeyboardInterrupt`), and `progress` is
/// called with `(heaps certified, heaps + 1)`.
#[pyfunction]
#[pyo3(signature = (ruleset, heaps, until_periodic, limit_args, progress=None))]
fn quotient<'py>(
    py: Python<'py>,
    ruleset: String,
    heaps: u64,
    until_periodic: bool,
    limit_args: LimitArgs,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Quotient> {
    watched(py, progress, move |control| {
        let request = Request {
            ruleset,
            heaps,
            limits: control.limits(limits(limit_args)),
            files: crate::rules::files(),
        };
        Ok(Quotient { computed: compute(&request, until_periodic)? })
    })
}

/// `grundy genus RULESET UPTO --json`'s document. Watched: Ctrl-C stops it
/// (`KeyboardInterrupt`).
#[pyfunction]
fn genus(py: Python<'_>, ruleset: String, upto: u64, limit_args: LimitArgs) -> PyResult<String> {
    watched(py, None, move |control| {
        let limits = control.limits(limits(limit_args));
        let request =
            service_genus::Request { ruleset, upto, limits, files: crate::rules::files() };
        let mut out = Vec::new();
        service_genus::answer_whole(&request, Format::Json, &mut out)?;
        Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
    })
}

/// Adds the functions and the class of this file to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Quotient>()?;
    module.add_function(wrap_pyfunction!(quotient, module)?)?;
    module.add_function(wrap_pyfunction!(genus, module)?)?;
    Ok(())
}
