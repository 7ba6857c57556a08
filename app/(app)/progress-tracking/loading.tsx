import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function ProgressTrackingLoading() {
  return <AssetDashboardLoading label="Loading client trackings" />;
}
