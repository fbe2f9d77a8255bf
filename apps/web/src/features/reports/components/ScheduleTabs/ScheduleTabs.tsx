import { Link } from 'react-router-dom';
import { Menu } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ScheduleType } from '../../report-form';
import { REPORT_PATHS } from '../../report-paths';

/** 'Alerts' and 'Reports', each its own address as in Superset. */
export function ScheduleTabs({ active }: { active: ScheduleType }) {
  return (
    <Menu tabular aria-label={t('Alerts & Reports')}>
      <Menu.Item as={Link} to={REPORT_PATHS.alertList} active={active === 'Alert'} aria-current={active === 'Alert' ? 'page' : undefined}>
        {t('Alerts')}
      </Menu.Item>
      <Menu.Item
        as={Link}
        to={REPORT_PATHS.reportList}
        active={active === 'Report'}
        aria-current={active === 'Report' ? 'page' : undefined}
      >
        {t('Reports')}
      </Menu.Item>
    </Menu>
  );
}
