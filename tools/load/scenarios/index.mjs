// The scenarios, and the two steps every runner takes with them: a setup as the admin, then
// iterations of one scenario per virtual user, each logged in as its own user.
import { dashboardHttpScenario, dashboardScenario } from './dashboard.mjs';
import { exploreScenario } from './explore.mjs';
import { ensureLoadUsers, userOfVirtualUser } from './load-users.mjs';
import { listsScenario } from './lists.mjs';
import { sqllabScenario } from './sqllab.mjs';
import { thresholdsFor } from './thresholds.mjs';

export const SCENARIOS = Object.fromEntries(
  [dashboardScenario, dashboardHttpScenario, exploreScenario, sqllabScenario, listsScenario].map((scenario) => [scenario.name, scenario]),
);

export function scenarioNamed(name) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`No scenario ${name}; choose one of ${Object.keys(SCENARIOS).join(', ')}`);
  return scenario;
}

/** Every kind a run of `scenario` measures (its own and the logins), with their limits. */
export function runThresholds(scenario, options) {
  return thresholdsFor(['login', ...scenario.kinds], options.thresholds);
}

/** As the admin (`admin` is a logged-out session): the load users exist, and what the scenario opens is chosen. */
export async function setUp(admin, scenario, options) {
  await admin.login(options.adminUsername, options.adminPassword, 'setup');
  const createdUsers = await ensureLoadUsers(admin, options);
  const data = await scenario.prepare(admin, options);
  return { ...data, createdUsers };
}

/** One iteration of virtual user `vu`: logs in as its user the first time, runs the scenario, then thinks. */
export async function iterate(session, scenario, data, options, vu) {
  if (!session.token) {
    const user = userOfVirtualUser(options, vu);
    await session.login(user.username, user.password);
  }
  await scenario.run(session, data);
  if (options.thinkSeconds > 0) await session.transport.sleep(options.thinkSeconds);
}
