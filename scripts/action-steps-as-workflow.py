#!/usr/bin/env python3
"""Prints the steps of a composite action (action.yml) as a workflow, for actionlint.

actionlint checks workflows; of an action.yml it checks only the inputs a workflow passes to
it. Its steps -- shell scripts (through shellcheck), expressions, `inputs.*` names, the
inputs of the actions they use and those actions' versions -- are checked here by giving
them to actionlint as the steps of a job, in a workflow whose dispatch inputs are the action's
inputs. Step outputs, `github.action_path` and the runner's variables mean the same there.

    scripts/action-steps-as-workflow.py action.yml | actionlint -stdin-filename action.yml -
"""
import sys

import yaml


def main(path):
    with open(path, encoding="utf-8") as file:
        action = yaml.safe_load(file)
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        sys.exit(f"{path}: not a composite action (runs.using is {runs.get('using')!r})")
    inputs = {}
    for name, spec in (action.get("inputs") or {}).items():
        spec = spec or {}
        inputs[name] = {
            "description": spec.get("description", ""),
            "required": bool(spec.get("required", False)),
            "default": str(spec.get("default", "")),
            "type": "string",
        }
    workflow = {
        "name": f"steps of {path}",
        "on": {"workflow_dispatch": {"inputs": inputs}},
        "permissions": {"contents": "read", "security-events": "write"},
        "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": runs.get("steps") or []}},
    }
    yaml.safe_dump(workflow, sys.stdout, sort_keys=False, width=1000)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/action-steps-as-workflow.py action.yml")
    main(sys.argv[1])
