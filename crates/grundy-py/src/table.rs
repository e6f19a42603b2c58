//! `grundy.table`: G(0..=N) of a heap ruleset as `grundy table` computes
//! them ([`grundy_service::table::heap_table`]), kept in one buffer of the
//! narrowest unsigned width that holds them, which Python reads without a
//! copy through the buffer protocol (`memoryview(t)`, `numpy.asarray(t)`).
//! Also `grundy.plot`'s SVG and `grundy.rules`' catalogue.
//!
//! The engine gives values as u64 ([`grundy::HeapValues`], a table and a
//! proved period past it): they are narrowed once, when the table is
//! built, to u8, u16, u32 or u64 by their largest (two passes over
//! G(0..=N), O(N)), and the buffer is never copied again. Tables of
//! `wythoff` (pairs) and of games whose moves may cycle (values ∞(K)) are
//! no flat sequence of numbers: for them `table` hands Python the
//! command line's JSON, which `grundy/_table.py` reads.

use std::ffi::{c_int, c_void, CStr};

use grundy::period::{PeriodTheorem, Periodicity};
use grundy::Message;
use grundy_service::i18n::Lang;
use grundy_service::{plot, rules, table as service, Format, Problem};
use pyo3::exceptions::{PyBufferError, PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PySlice};
use pyo3::{ffi, IntoPyObjectExt};

use crate::watch::{watched, Control};
use crate::LimitArgs;

/// The values, in the narrowest width that holds them all.
enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
}

/// How often (in values) narrowing checks whether it was asked to stop.
const STOP_EVERY: usize = 1 << 20;

impl Values {
    /// `values` (each call from the start; `len` of them) narrowed: one
    /// pass for the largest, one to fill. Time O(len); memory `len` ×
    /// width, refused when it cannot be allocated.
    fn narrowed<I: Iterator<Item = u64>>(
        values: impl Fn() -> I,
        len: usize,
        control: &Control,
        what: impl Fn() -> String,
    ) -> Result<Values, Problem> {
        let max = values().max().unwrap_or(0);
        fn fill<T: TryFrom<u64>>(
            values: impl Iterator<Item = u64>,
            len: usize,
            control: &Control,
            what: &dyn Fn() -> String,
        ) -> Result<Vec<T>, Problem> {
            let mut out = Vec::new();
            out.try_reserve_exact(len).map_err(|_| {
                Problem::from(grundy::Error::LimitExceeded {
                    what: Message::plain(what()),
                    needed: Message::plain(format!(
                        "{} bytes",
                        len as u128 * std::mem::size_of::<T>() as u128
                    )),
                    limit: Message::plain("the memory this process could allocate"),
                    hint: None,
                })
            })?;
            for (i, value) in values.enumerate() {
                if i % STOP_EVERY == 0 && control.stopped() {
                    return Err(grundy::Error::Interrupted.into());
                }
                // The largest fits, so every value does.
                out.push(T::try_from(value).ok().expect("narrowed to the largest value's width"));
            }
            Ok(out)
        }
        Ok(match max {
            0..=0xff => Values::U8(fill(values(), len, control, &what)?),
            0x100..=0xffff => Values::U16(fill(values(), len, control, &what)?),
            0x1_0000..=0xffff_ffff => Values::U32(fill(values(), len, control, &what)?),
            _ => Values::U64(fill(values(), len, control, &what)?),
        })
    }

    fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::U32(v) => v.len(),
            Values::U64(v) => v.len(),
        }
    }

    /// G(`n`), `n` < len.
    fn get(&self, n: usize) -> u64 {
        match self {
            Values::U8(v) => u64::from(v[n]),
            Values::U16(v) => u64::from(v[n]),
            Values::U32(v) => u64::from(v[n]),
            Values::U64(v) => v[n],
        }
    }

    /// Every value, in order.
    fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        (0..self.len()).map(|n| self.get(n))
    }

    /// The first byte, the bytes of a value, and the buffer protocol's
    /// format of one (native order, standard sizes on every platform
    /// Python supports: `I` is 4 bytes, `Q` 8).
    fn layout(&self) -> (*const u8, usize, &'static CStr) {
        match self {
            Values::U8(v) => (v.as_ptr(), 1, c"B"),
            Values::U16(v) => (v.as_ptr().cast(), 2, c"H"),
            Values::U32(v) => (v.as_ptr().cast(), 4, c"I"),
            Values::U64(v) => (v.as_ptr().cast(), 8, c"Q"),
        }
    }
}

/// `grundy.Table`: G(0..=N) of a heap ruleset (see the Python docstring in
/// `_grundy.pyi`). Immutable: the buffer's address never changes.
#[pyclass(frozen, module = "grundy._grundy", name = "Table", sequence)]
pub(crate) struct Table {
    ruleset: String,
    values: Values,
    periodicity: Option<Periodicity>,
    theorem: Option<PeriodTheorem>,
    summary: String,
    /// The buffer protocol's shape and strides (one dimension), which a
    /// view points into: they live as long as the table, which the view
    /// holds.
    shape: [isize; 1],
    strides: [isize; 1],
}

impl Table {
    /// G(`n`) as a `grundy.Nimber`.
    fn nimber<'py>(&self, py: Python<'py>, n: usize) -> PyResult<Bound<'py, PyAny>> {
        py.import("grundy")?.getattr("Nimber")?.call1((self.values.get(n),))
    }
}

#[pymethods]
impl Table {
    /// The ruleset's name, as the engine writes it.
    #[getter]
    fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// N: the table holds G(0..=N).
    #[getter]
    fn upto(&self) -> usize {
        self.values.len() - 1
    }

    /// The sentence `grundy table` ends with: the period and its proof, or
    /// what a proof would need.
    #[getter]
    fn summary(&self) -> &str {
        &self.summary
    }

    /// The bytes of one value in the buffer: 1, 2, 4 or 8.
    #[getter]
    fn itemsize(&self) -> usize {
        self.values.layout().1
    }

    /// The address of the buffer's first byte (for tests of zero-copy).
    #[getter]
    fn _address(&self) -> usize {
        self.values.layout().0 as usize
    }

    fn __len__(&self) -> usize {
        self.values.len()
    }

    /// `t[n]`: G(n) as a `Nimber` (negative n from the end, as lists);
    /// `t[a:b:c]`: a list of them. O(1) a value.
    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let len = self.values.len();
        if let Ok(slice) = index.cast::<PySlice>() {
            let indices = slice.indices(len as isize)?;
            let nimbers = (0..indices.slicelength)
                .map(|k| self.nimber(py, (indices.start + k as isize * indices.step) as usize))
                .collect::<PyResult<Vec<_>>>()?;
            return PyList::new(py, nimbers)?.into_bound_py_any(py);
        }
        if index.is_instance_of::<pyo3::types::PyBool>() {
            return Err(PyTypeError::new_err("Table indices must be integers or slices, not bool"));
        }
        let n: isize = index.extract().map_err(|_| {
            PyTypeError::new_err(format!(
                "Table indices must be integers or slices, not {}",
                index.get_type().name().map_or_else(|_| "?".to_string(), |n| n.to_string())
            ))
        })?;
        let at = if n < 0 { n + len as isize } else { n };
        if at < 0 || at as usize >= len {
            return Err(PyIndexError::new_err(format!(
                "heap {n} is not in the table of {} (heaps 0 to {})",
                self.ruleset,
                len - 1
            )));
        }
        self.nimber(py, at as usize)
    }

    /// The values in order, as `Nimber`s.
    fn __iter__(slf: Bound<'_, Self>) -> TableIterator {
        TableIterator { table: slf.unbind(), next: 0 }
    }

    /// The values as a list of ints. O(N).
    fn tolist<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.values.iter())
    }

    /// The P-positions: every heap n ≤ N with G(n) = 0, in order. O(N).
    #[getter]
    fn p_positions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let heaps = (0u64..).zip(self.values.iter()).filter(|&(_, g)| g == 0).map(|(n, _)| n);
        PyList::new(py, heaps)
    }

    /// The periodicity the table states, as a `grundy.Periodicity`, or
    /// `None`: proved by the table's values, or by the fixed search
    /// `grundy table` makes (at most 65,536 values and a fixed count of
    /// steps), else what its values show (observed).
    #[getter]
    fn period<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let Some(p) = self.periodicity else { return Ok(py.None().into_bound(py)) };
        let document = PyDict::new(py);
        document.set_item("ruleset", &self.ruleset)?;
        document.set_item("period", p.period)?;
        document.set_item("preperiod", p.preperiod)?;
        document.set_item("saltus", p.saltus)?;
        document.set_item("proved", p.is_proved())?;
        document.set_item("proof", grundy_service::period::proof(p))?;
        document.set_item("summary", &self.summary)?;
        let stated = crate::period::stated(py, self.periodicity, self.theorem)?;
        py.import("grundy._period")?
            .getattr("Periodicity")?
            .call_method1("_from_document", (document, stated))
    }

    /// `grundy table RULESET --upto N --json`'s document, as `json.loads`
    /// reads it, written by the service from this table's values. O(N).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut out = Vec::new();
        let values = || self.values.iter();
        service::heap_json(&self.ruleset, values, self.periodicity, &self.summary, &mut out)
            .map_err(|problem| crate::raise(py, &problem))?;
        let text = String::from_utf8(out).expect("serde_json writes UTF-8");
        py.import("json")?.call_method1("loads", (text,))
    }

    /// Jupyter's view of the table (`grundy/_html.py`'s `table`): the
    /// values in rows of ten, P-positions highlighted, a proved period's
    /// laps shaded, at most 1,000 values shown. O(values shown).
    fn _repr_html_(slf: &Bound<'_, Self>) -> PyResult<String> {
        slf.py().import("grundy._html")?.call_method1("table", (slf,))?.extract()
    }

    fn __repr__(&self) -> String {
        let period = match self.periodicity {
            Some(p) => format!(
                ", period {} from {}{}{}",
                p.period,
                p.preperiod,
                if p.saltus > 0 { format!(" saltus {}", p.saltus) } else { String::new() },
                if p.is_proved() { " (proved)" } else { " (observed)" }
            ),
            None => String::new(),
        };
        format!("<Table {} G(0..={}){period}>", self.ruleset, self.values.len() - 1)
    }

    /// The buffer protocol: one dimension, read-only, the values' own
    /// memory (no copy). A writable view is refused with `BufferError`.
    ///
    /// # Safety
    ///
    /// `view` is the `Py_buffer` Python hands in (checked for null).
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        view: *mut ffi::Py_buffer,
        flags: c_int,
    ) -> PyResult<()> {
        if view.is_null() {
            return Err(PyBufferError::new_err("no view to fill"));
        }
        if flags & ffi::PyBUF_WRITABLE == ffi::PyBUF_WRITABLE {
            return Err(PyBufferError::new_err("a grundy.Table is read-only"));
        }
        let table = slf.get();
        let (data, itemsize, format) = table.values.layout();
        // SAFETY: `view` is not null and Python hands a Py_buffer to fill.
        // Every pointer put in it points into the table (its buffer, its
        // shape and strides, never moved: the table is frozen) or to a
        // static string, and the view holds a reference to the table
        // (`obj`), so they outlive the view.
        unsafe {
            (*view).buf = data as *mut c_void;
            (*view).len = (table.values.len() * itemsize) as isize;
            (*view).readonly = 1;
            (*view).itemsize = itemsize as isize;
            (*view).format = if flags & ffi::PyBUF_FORMAT == ffi::PyBUF_FORMAT {
                format.as_ptr() as *mut _
            } else {
                std::ptr::null_mut()
            };
            (*view).ndim = 1;
            (*view).shape = if flags & ffi::PyBUF_ND == ffi::PyBUF_ND {
                table.shape.as_ptr() as *mut isize
            } else {
                std::ptr::null_mut()
            };
            (*view).strides = if flags & ffi::PyBUF_STRIDES == ffi::PyBUF_STRIDES {
                table.strides.as_ptr() as *mut isize
            } else {
                std::ptr::null_mut()
            };
            (*view).suboffsets = std::ptr::null_mut();
            (*view).internal = std::ptr::null_mut();
            (*view).obj = slf.into_any().into_ptr();
        }
        Ok(())
    }

    /// Nothing to free: the format is a static string.
    ///
    /// # Safety
    ///
    /// Called by Python with a view `__getbuffer__` filled.
    unsafe fn __releasebuffer__(&self, _view: *mut ffi::Py_buffer) {}
}

/// Iterates over a [`Table`]'s values as `Nimber`s.
#[pyclass(module = "grundy._grundy")]
pub(crate) struct TableIterator {
    table: Py<Table>,
    next: usize,
}

#[pymethods]
impl TableIterator {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let table = self.table.get();
        if self.next >= table.values.len() {
            return Ok(None);
        }
        self.next += 1;
        table.nimber(py, self.next - 1).map(Some)
    }
}

/// The table of `ruleset` up to `upto` (`None`: every position of a game
/// whose moves may cycle), as `grundy table` computes it: a [`Table`] for
/// a heap ruleset; for `wythoff` and games whose moves may cycle, the
/// command line's JSON (`values`: Wythoff's G(a, b) too). Interrupted by
/// Ctrl-C; heap tables report `(values computed, values needed)` to
/// `progress`.
#[pyfunction]
#[pyo3(signature = (ruleset, upto, values, limit_args, progress=None))]
pub(crate) fn table<'py>(
    py: Python<'py>,
    ruleset: String,
    upto: Option<u64>,
    values: bool,
    limit_args: LimitArgs,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let tabled = watched(py, progress, move |control| {
        let limits = control.limits(crate::limits(limit_args));
        let request = service::Request {
            ruleset,
            upto,
            values,
            limits,
            files: crate::rules::files(),
            from: 0,
            audience: Default::default(),
        };
        let Some(table) = service::heap_table(&request)? else {
            let mut out = Vec::new();
            service::answer(&request, Format::Json, &mut out)?;
            return Ok(Err(String::from_utf8(out).expect("serde_json writes UTF-8")));
        };
        // `check_table` allowed at most 2³¹ values: they fit in usize
        // where Python runs (64 bits), and `try_reserve` refuses otherwise.
        let len = usize::try_from(table.upto).unwrap_or(usize::MAX).saturating_add(1);
        let what = || format!("the values of {} up to {} in one buffer", table.ruleset, table.upto);
        let narrowed = Values::narrowed(|| table.values(), len, control, what)?;
        let itemsize = narrowed.layout().1 as isize;
        Ok(Ok(Table {
            shape: [narrowed.len() as isize],
            strides: [itemsize],
            theorem: table.values.ruleset().period_theorem(),
            ruleset: table.ruleset,
            values: narrowed,
            periodicity: table.periodicity,
            summary: table.summary,
        }))
    })?;
    match tabled {
        Ok(table) => Bound::new(py, table)?.into_bound_py_any(py),
        Err(json) => json.into_bound_py_any(py),
    }
}

/// `grundy plot RULESET --upto N -o FILE.svg`'s document: the service's
/// SVG, English labels. Refused past 200,000 points before computing.
#[pyfunction]
#[pyo3(signature = (ruleset, upto, limit_args, progress=None))]
pub(crate) fn plot_svg(
    py: Python<'_>,
    ruleset: String,
    upto: u64,
    limit_args: LimitArgs,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<String> {
    watched(py, progress, move |control| {
        let limits = control.limits(crate::limits(limit_args));
        plot::svg(&plot::Request { ruleset, upto, limits, files: crate::rules::files() }, Lang::En)
    })
}

/// `grundy rules --json`'s document (`grundy rules NAME --json`'s for one
/// ruleset), English texts.
#[pyfunction]
#[pyo3(signature = (name=None))]
pub(crate) fn rules_json(py: Python<'_>, name: Option<String>) -> PyResult<String> {
    let mut out = Vec::new();
    rules::write(Format::Json, Lang::En, name.as_deref(), false, &mut out)
        .map_err(|problem| crate::raise(py, &problem))?;
    Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
}

/// Adds `table`, `Table`, `plot_svg` and `rules_json` to the module.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Table>()?;
    module.add_class::<TableIterator>()?;
    module.add_function(wrap_pyfunction!(table, module)?)?;
    module.add_function(wrap_pyfunction!(plot_svg, module)?)?;
    module.add_function(wrap_pyfunction!(rules_json, module)?)?;
    Ok(())
}
