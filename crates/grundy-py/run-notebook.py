"""Executes a notebook top to bottom with nbclient and fails (exit status
1, the failing cell and its traceback on standard error) when any cell
raises; run-tests.sh runs examples/tour.ipynb with it, in the test
environment, against the installed wheel:

    python run-notebook.py NOTEBOOK [--kernel NAME] [--timeout SECONDS]

The kernel (by default ``grundy-tests``, the kernelspec run-tests.sh
registers inside the test environment, whose argv is that environment's
python) talks to this script over Unix sockets (IPC transport, no TCP
port opened) and runs in a temporary directory, so nothing beside the notebook (the
package's sources) can be imported in place of the wheel; a last cell,
added to the copy executed and never saved, checks that ``grundy`` came
from that environment's site-packages. The notebook file is only read:
its outputs are not written back. Prints the cells' count and the run's
time; each cell may take at most ``--timeout`` seconds (120).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time

import nbformat
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

# Where grundy must come from: the kernel's environment, not a source tree.
CHECK_INSTALLED = f"""
import pathlib, sys, grundy
_installed = pathlib.Path(grundy.__file__).resolve()
assert "site-packages" in _installed.parts, f"grundy imported from {{_installed}}, not a wheel"
assert pathlib.Path(sys.prefix).resolve() == pathlib.Path({sys.prefix!r}).resolve(), sys.prefix
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebook")
    parser.add_argument("--kernel", default="grundy-tests")
    parser.add_argument("--timeout", type=int, default=120)
    args = parser.parse_args()
    notebook = nbformat.read(args.notebook, as_version=4)
    code_cells = sum(cell.cell_type == "code" for cell in notebook.cells)
    notebook.cells.append(nbformat.v4.new_code_cell(CHECK_INSTALLED))
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="grundy-notebook-") as cwd:
        kernel = KernelManager(kernel_name=args.kernel, transport="ipc", ip=f"{cwd}/kernel")
        client = NotebookClient(
            notebook,
            km=kernel,
            kernel_name=args.kernel,
            timeout=args.timeout,
            allow_errors=False,
            resources={"metadata": {"path": cwd}},
        )
        try:
            client.execute()
        except (CellExecutionError, CellTimeoutError, DeadKernelError) as error:
            print(f"{args.notebook}: a cell failed:\n{error}", file=sys.stderr)
            return 1
        finally:
            # A kernel manager handed in is not shut down by nbclient.
            if kernel.has_kernel:
                kernel.shutdown_kernel(now=False)
    elapsed = time.monotonic() - start
    print(f"{args.notebook}: {code_cells} code cells ran without an error in {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
