import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function WorkoutsLoading() {
  return <AssetDashboardLoading label="Loading workouts" />;
}
