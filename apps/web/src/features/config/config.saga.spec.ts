import { expectSaga } from 'redux-saga-test-plan';
import { configureColorRules, getColorRules, resetColorRules } from '@tessera/viz';
import * as matchers from 'redux-saga-test-plan/matchers';
import { applyServerTimeout } from './config.api';
import { applyConfig } from './config.saga';
import { configLoaded, configReducer, initialConfigState } from './config.slice';
import { selectConfValue, selectFeatureFlag } from './config.selectors';

const config = {
  featureFlags: { TAGGING_SYSTEM: true, ALERT_REPORTS: false },
  conf: { SUPERSET_WEBSERVER_TIMEOUT: 90, SQL_MAX_ROW: 100000 },
  locale: 'fr',
  version: '0.1.0',
};

describe('applyConfig', () => {
  it("puts the server's deadline into effect", () => {
    return expectSaga(applyConfig, configLoaded(config))
      .provide([[matchers.call.fn(applyServerTimeout), undefined]])
      .call(applyServerTimeout, 90)
      .run();
  });

  it('turns the colour flags on for every chart when the server enables them', async () => {
    resetColorRules();
    await expectSaga(applyConfig, configLoaded({ ...config, featureFlags: { AVOID_COLORS_COLLISION: true, USE_ANALOGOUS_COLORS: true } }))
      .provide([[matchers.call.fn(applyServerTimeout), undefined]])
      .call(configureColorRules, { useAnalogousColors: true, avoidColorsCollision: true })
      .run();
    expect(getColorRules()).toEqual({ useAnalogousColors: true, avoidColorsCollision: true });
    await expectSaga(applyConfig, configLoaded(config))
      .provide([[matchers.call.fn(applyServerTimeout), undefined]])
      .run();
    expect(getColorRules()).toEqual({ useAnalogousColors: false, avoidColorsCollision: false });
  });

  it('keeps the default deadline when the server names none', () => {
    return expectSaga(applyConfig, configLoaded({ ...config, conf: {} }))
      .not.call.fn(applyServerTimeout)
      .run();
  });
});

describe('config state', () => {
  it('answers feature flags and settings once loaded; unknown flags are off', () => {
    const state = { config: configReducer(initialConfigState, configLoaded(config)) };
    expect(state.config.loaded).toBe(true);
    expect(selectFeatureFlag('TAGGING_SYSTEM')(state)).toBe(true);
    expect(selectFeatureFlag('ALERT_REPORTS')(state)).toBe(false);
    expect(selectFeatureFlag('NOT_A_FLAG')(state)).toBe(false);
    expect(selectConfValue('SQL_MAX_ROW')(state)).toBe(100000);
  });
});
