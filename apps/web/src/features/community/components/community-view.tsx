import { SampleNotice } from '../../../components/ui/sample-notice';
import { PageContainer, PageIntro } from '../../../components/ui/page';
import { useMembers } from '../api/get-members';
import { CallToActionBand } from '../../../components/ui/call-to-action';
import { DataList } from '../../../components/ui/data-list';
import { MemberCard, MemberCardSkeleton } from './member-card';
import { PageSection } from '../../../components/ui/section-heading';
import { prerenderedPart } from '../../../components/ui/prerendered-part';
import {
  communityIntro,
  communityJoinCallToAction,
  communityEmptyState,
  communityPreviewNotice,
} from '../content';

/** Stories, peer support and guidelines: kept as prerendered, else loaded (static copy). */
const CommunitySections = prerenderedPart(
  'community-sections',
  () => import('./community-sections'),
);

function Members() {
  return (
    <DataList
      query={useMembers()}
      label="Loading community members"
      count={4}
      skeleton={<MemberCardSkeleton />}
      empty={communityEmptyState}
      errorTitle="Unable to load members"
      grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      as="ul"
      render={(m) => <MemberCard member={m} />}
    />
  );
}

export function CommunityView() {
  return (
    <PageContainer>
      <PageIntro {...communityIntro} className="mx-auto max-w-3xl text-center" />
      <SampleNotice text={communityPreviewNotice} className="mx-auto mt-10 max-w-3xl" />
      <PageSection
        id="members-title"
        title="Featured members"
        subtitle="Example profiles of people at every stage of the search."
      >
        <Members />
      </PageSection>
      <CommunitySections />
      <CallToActionBand cta={communityJoinCallToAction} id="community-cta" />
    </PageContainer>
  );
}
