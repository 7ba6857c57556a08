import "server-only";
import type { ContentImporter } from "./define";
import { formImporter } from "./form";
import { pageImporter } from "./page";
import { playbookImporter } from "./playbook";

/**
 * Every content type the import wizard can make, by content_type. A module adds its importer
 * with one line here; 4 and 5 (tracking) are refused by the format.
 */
const IMPORTERS: readonly ContentImporter[] = [playbookImporter, pageImporter, formImporter];

export function importerOf(contentType: number): ContentImporter | undefined {
  return IMPORTERS.find((i) => i.contentType === contentType);
}
