"""The tests run against the installed wheel (run-tests.sh installs it into
a fresh virtual environment): `grundy` must come from site-packages, never
from the source tree beside these files."""

from __future__ import annotations

import os
import pathlib

import pytest
from hypothesis import settings

import grundy

# No example database written beside the sources.
settings.register_profile("grundy", database=None)
settings.load_profile("grundy")


def pytest_configure(config: pytest.Config) -> None:
    source = pathlib.Path(__file__).resolve().parent.parent / "python"
    installed = pathlib.Path(grundy.__file__).resolve()
    if source in installed.parents or "site-packages" not in installed.parts:
        raise pytest.UsageError(f"grundy imported from {installed}, not an installed wheel")


@pytest.fixture(scope="session")
def cli() -> pathlib.Path:
    """The command line built from the same sources (`GRUNDY_CLI`)."""
    path = os.environ.get("GRUNDY_CLI")
    if not path or not os.access(path, os.X_OK):
        pytest.fail(f"GRUNDY_CLI must name the built grundy binary, not {path!r}")
    return pathlib.Path(path)
