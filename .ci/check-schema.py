#!/usr/bin/env python3
"""docs/linkcheck.schema.json with a real JSON Schema validator (draft 2020-12, Python's
jsonschema): every example table, every complete table in the README and docs/, and the test
tables accepted; each config-error fixture whose error is structural (a key, a type, a
required key, the version, an empty route list: what a schema can say) rejected.
Usage: python3 .ci/check-schema.py (from the repository; `make schema-check` installs jsonschema)."""
import glob
import json
import re
import sys

from jsonschema import Draft202012Validator

STRUCTURAL = {"unknown-key", "wrong-type", "missing-key", "unsupported-version", "empty-routes"}

schema = json.load(open("docs/linkcheck.schema.json"))
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
failures = []


def accepted(name, table):
    errors = sorted(validator.iter_errors(table), key=lambda e: list(e.path))
    for error in errors[:3]:
        failures.append(f"{name}: rejected at /{'/'.join(map(str, error.path))}: {error.message}")
    return not errors


tables = sorted(glob.glob("Examples/*/linkcheck.json")) + [
    "Tests/LinkCheckCLITests/Golden/shapes/linkcheck.json",
    "Tests/LinkCheckCLITests/Golden/stack/linkcheck.json",
]
for path in tables:
    accepted(path, json.load(open(path)))

snippets = 0
for path in ["README.md"] + sorted(glob.glob("docs/*.md")):
    for block in re.findall(r"```json\n(.*?)```", open(path).read(), re.S):
        try:
            table = json.loads(block)
        except json.JSONDecodeError:
            continue  # a fragment of a table, not a whole one
        if isinstance(table, dict) and "version" in table and "routes" in table:
            snippets += 1
            accepted(f"{path} (a json block)", table)

rejected = 0
for stderr in sorted(glob.glob("Tests/LinkCheckCLITests/Golden/config/*.stderr")):
    codes = set(re.findall(r"\[([a-z-]+)\]$", open(stderr).read(), re.M))
    if not codes & STRUCTURAL:
        continue
    path = stderr[: -len(".stderr")] + ".json"
    rejected += 1
    if not list(validator.iter_errors(json.load(open(path)))):
        failures.append(f"{path}: accepted, but linkcheck reports {sorted(codes & STRUCTURAL)}")

print(f"schema: {len(tables)} tables and {snippets} tables in the docs accepted, "
      f"{rejected} structural config errors rejected" if not failures else "schema: failed")
for failure in failures:
    print("error:", failure)
sys.exit(1 if failures else 0)
