// The requests benches/node.mjs and benches/door.rs time (keep them alike).
export const WORKLOADS = [
  ["small analysis", "/api/v1/analyze?game=nim+3+4+5+%2B+kayles+10"],
  ["kayles to 10^5", "/api/v1/table?ruleset=kayles&upto=100000"],
  ["computer, kayles sum", "/api/v1/computer?game=kayles+20+30+7+11&seed=1"],
];
