/**
 * A parsed JSON answer or YAML bundle file as the integration tests read it: by path, straight into
 * assertions or edits, where a wrong path fails the test. The tests read hundreds of different
 * answers; typing each here would restate the contracts the tests exist to check, so this one type
 * stays open. Code that is not a test uses the contracts' types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path in tests (see above)
export type LooseJson = any;
