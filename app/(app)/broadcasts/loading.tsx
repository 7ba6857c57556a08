import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function BroadcastsLoading() {
  return <AssetDashboardLoading label="Loading broadcasts" />;
}
