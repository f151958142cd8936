"""The README's Python example runs as it is written."""

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"


def test_readme_python_example_runs(capsys):
    pytest.importorskip("pyspiel")
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) == 1 and len(blocks[0].splitlines()) == 10
    exec(compile(blocks[0], "README.md", "exec"), {})
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "game-over"
    assert 0.3 < float(lines[2]) < 0.6
