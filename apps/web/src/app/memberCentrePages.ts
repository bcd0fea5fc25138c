import { registerMemberCentrePage } from '@/features/member-centre';
import { SecurityCenterPage } from '@/features/security-center';

/**
 * The composition root of the member centre: each feature that owns a page registers it here
 * (the overlay itself never changes). Entries without a registered page show an honest empty state.
 */
export function registerMemberCentrePages(): void {
  registerMemberCentrePage('securityCenter', { component: SecurityCenterPage });
}
