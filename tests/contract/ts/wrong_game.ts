// Must NOT type-check: `end_actions` is a Big Book command, not Maeshowe's (the contract test expects tsc to
// refuse this file against openapi/maeshowe.json's types; against the whole document it compiled).
import type { components } from "./maeshowe.js";

export const wrong: components["schemas"]["CommandRequest"] = { command: { action: "end_actions" }, expected_version: 3 };
