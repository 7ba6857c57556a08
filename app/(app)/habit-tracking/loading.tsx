import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function HabitTrackingLoading() {
  return <AssetDashboardLoading label="Loading habit trackings" />;
}
