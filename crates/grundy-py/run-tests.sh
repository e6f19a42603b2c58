#!/usr/bin/env bash
# The Python package's tests, against the installed wheel, never the source
# tree: the package installed into a fresh virtual environment
# (target/py/venv, made anew each run) by the README's own command,
# `pip install ./crates/grundy-py` (pip builds the wheel with maturin from
# PyPI, in the workspace's target/, so a warm build is quick), with pytest,
# hypothesis, mypy, numpy (for the buffer protocol's tests) and the
# notebook's nbclient, ipykernel and matplotlib; pytest run there from
# tests/, beside the command line built from the same sources (GRUNDY_CLI,
# which the differential test compares with); then mypy's stubtest holds
# the type stubs (_grundy.pyi, and the typed Python modules) to the
# installed module; then the tour, examples/tour.ipynb, runs top to bottom
# (run-notebook.py: nbclient, in a kernel of that environment, registered
# there as `grundy-tests`), and fails the script when a cell raises. Any
# step that cannot run fails the script. `.ci/run` runs it; so can anyone:
#
#   bash crates/grundy-py/run-tests.sh [PYTEST ARGS…]
#
# PYTHON names the interpreter (python3 by default, 3.11 or later).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
# The command line the differential test compares with: GRUNDY_CLI when the
# caller built it (.ci/run, right after `cargo test --release --workspace`,
# whose features differ from a build of grundy-cli alone, so building it
# here again would compile the engine a second time), otherwise built here.
built_by_caller=${GRUNDY_CLI:+yes}
if [ -z "${GRUNDY_CLI:-}" ]; then
  cargo build --release --package grundy-cli
  GRUNDY_CLI="$root/target/release/grundy"
fi
rm -rf target/py/venv
"$python" -m venv target/py/venv
# numpy only for the tests of the buffer protocol, and nbclient, ipykernel
# and matplotlib for the notebook: the package needs none of them. Cargo's
# lines go to target/py/pip.log.
target/py/venv/bin/pip install --verbose --disable-pip-version-check ./crates/grundy-py \
  pytest hypothesis mypy numpy nbclient ipykernel matplotlib >target/py/pip.log 2>&1 \
  || { tail -n 40 target/py/pip.log >&2; exit 1; }
# After the workspace's build (the caller's), the wheel reuses its engine:
# grundy-py's Cargo.toml turns on the features the workspace does.
if [ -n "$built_by_caller" ] && grep -E 'Compiling grundy(-service)? v' target/py/pip.log >&2; then
  echo "the wheel compiled the engine again after the workspace's build: a shared crate's" \
    "features differ between the two (see the features-only dependencies in" \
    "crates/grundy-py/Cargo.toml)" >&2
  exit 1
fi
# The notebook's kernel: this environment's python, under a name of its own
# (inside the environment, so that no kernel of the user's is taken for it).
target/py/venv/bin/python -m ipykernel install --sys-prefix --name grundy-tests --display-name "grundy tests" >/dev/null
cd crates/grundy-py/tests
export GRUNDY_CLI PYTHONDONTWRITEBYTECODE=1 JUPYTER_PLATFORM_DIRS=1
"$root/target/py/venv/bin/python" -m pytest -p no:cacheprovider "$@"
"$root/target/py/venv/bin/python" -m mypy.stubtest grundy --mypy-config-file "$root/crates/grundy-py/stubtest.ini"
"$root/target/py/venv/bin/python" "$root/crates/grundy-py/run-notebook.py" "$root/examples/tour.ipynb"
