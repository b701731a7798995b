/** Where the Chromium for tests and benchmarks is: CHROMIUM_PATH, or the system's. */
export declare const chromiumPath: string;
/** The flags every test and benchmark launches Chromium with. */
export declare const CHROMIUM_FLAGS: readonly string[];
