import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function SequencesLoading() {
  return <AssetDashboardLoading label="Loading sequences" />;
}
