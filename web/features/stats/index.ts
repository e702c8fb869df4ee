// The stats feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { StatsCounters } from './StatsCounters';
export { STATS_QUERY_KEY, statsQuery, useStats } from './use-stats';
