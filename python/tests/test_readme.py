"""The README's Python example runs as it is written, and its install line installs
what the example imports (scripts/readme-python runs both in a fresh virtual
environment)."""

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def python_block():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) == 1 and len(blocks[0].splitlines()) == 10
    return blocks[0]


def test_readme_install_line_brings_what_the_example_imports():
    installs = re.findall(r"^pip install (\S+)", README.read_text(), re.M)
    assert installs == ["'./python[openspiel]'"]
    assert "pyspiel" in python_block()


def test_readme_python_example_runs(capsys):
    pytest.importorskip("pyspiel")
    exec(compile(python_block(), "README.md", "exec"), {})
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "game-over"
    assert 0.3 < float(lines[2]) < 0.6
