import { AssetDashboardLoading } from "@/components/content-dashboard/asset-dashboard-loading";

export default function PagesLoading() {
  return <AssetDashboardLoading label="Loading pages" />;
}
