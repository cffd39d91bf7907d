import { Link } from 'react-router-dom';
import { IMPACT_SETTINGS_PATH } from '../../../domain/impact-settings';
import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';

/** The Account tab: new creators get a welcome, everyone else their dashboard (spec §2, tab 5). */
export default function AccountPage({ newUser = false }: { newUser?: boolean }) {
  return (
    <>
      <PageHeader title={newUser ? 'Welcome' : 'Dashboard'} />
      {newUser ? (
        <EmptyState icon="sprout" title="Your earnings start with your first click">
          <p>
            Once your links get clicks, this page shows your clicks, earnings, balance and settlements, and how close
            you are to your plan's monthly click allowance.
          </p>
          <p>
            Add your Amazon, Target and Walmart tracking IDs in settings (for Target and Walmart, also your{' '}
            <Link to={IMPACT_SETTINGS_PATH}>Impact IDs</Link>), then create your first link.
          </p>
        </EmptyState>
      ) : (
        <EmptyState icon="chart" title="No earnings to show yet">
          <p>
            Clicks, earnings, balance and settlements for the selected period appear here, with the links that earned
            the most.
          </p>
        </EmptyState>
      )}
    </>
  );
}

export function NewUserAccountPage() {
  return <AccountPage newUser />;
}
