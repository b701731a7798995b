// Node's flags for the compiled server, as `npm start` runs it; the start and memory benches and
// the Node 24 smoke run start it with the same flags, so they measure what people run.
//
// --max-semi-space-size=4: V8's young generation grows to 16 MB a half by default. At 4 MB the
// idle server holds about 27 MB less (166 against 139 MB RSS on PostgreSQL), list reads are as
// fast within the noise and an ATS score takes about 3% longer (more, smaller scavenges). Flags
// given on the command line win over NODE_OPTIONS, so set another size there to no effect; edit
// this list instead.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
