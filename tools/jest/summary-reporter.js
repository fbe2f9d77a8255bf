// Appends each jest run's totals to the file named by TESSERA_TEST_SUMMARY, so the test orchestrator
// can print one closing line for the whole suite.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TESSERA_TEST_SUMMARY;
    if (!file) return;
    const entry = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.appendFileSync(file, JSON.stringify(entry) + '\n');
  }
}

module.exports = SummaryReporter;
