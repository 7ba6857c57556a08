import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function JourneysLoading() {
  return <AssetDashboardLoading label="Loading journeys" />;
}
