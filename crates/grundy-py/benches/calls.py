"""The cost of calling the engine from Python, beside the same call in Rust.

Run with the wheel installed (``bash crates/grundy-py/run-tests.sh``
leaves it in ``target/py/venv``)::

    target/py/venv/bin/python crates/grundy-py/benches/calls.py

and, in the same sitting, ``cargo bench -p grundy-service --bench calls``
(the service's call natively, with criterion). Prints the median time of
one call, over 7 rounds of many calls: ``grundy.analyze`` as a user calls
it, and the native function alone (the call into Rust and the JSON
string back, without parsing it or building the Python objects).
"""

import statistics
import timeit

import grundy
from grundy import _grundy, _limits


def per_call(function, number: int) -> float:
    """The median over 7 rounds of the time of one call, in microseconds."""
    rounds = timeit.repeat(function, number=number, repeat=7)
    return statistics.median(rounds) / number * 1e6


limits = _limits.check("analyze", {})
print(f"grundy.analyze('nim 3 4 5'): {per_call(lambda: grundy.analyze('nim 3 4 5'), 5000):.2f} µs")
native = per_call(lambda: _grundy.analyze("nim 3 4 5", False, False, limits), 5000)
print(f"_grundy.analyze, the native call and its JSON: {native:.2f} µs")
