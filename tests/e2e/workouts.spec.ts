import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// A coach finds exercises in the library, creates a workout, builds a superset and a circuit,
// edits sets inline (a bad value shows the server's message on its cell), saves a block as a
// smart block and inserts it, and assigns the workout to a contact.
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);

async function apiOf(page: Page) {
  return async (method: "post" | "patch" | "get", path: string, data?: unknown) => {
    const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}`).toBeLessThan(300);
    return res.json();
  };
}
const block = (page: Page, letter: string) => page.getByRole("region", { name: new RegExp(`^Block ${letter}:`) });

test("the exercise library forgives: “db bench” finds Dumbbell Bench Press", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/workouts-ui");
  await expect(page.getByRole("heading", { name: /Exercise library/, level: 1 })).toBeVisible();
  await expect(page.getByRole("search").filter({ has: page.getByRole("searchbox", { name: "Search exercises" }) })).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("searchbox", { name: "Search exercises" }).fill("db bench");
  await expect(page.getByRole("article", { name: "Dumbbell Bench Press", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Favourite Dumbbell Bench Press", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favourite Dumbbell Bench Press", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Favourites", exact: true }).click();
  await expect(page.getByRole("article", { name: "Dumbbell Bench Press", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "All", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search exercises" }).fill("");
  await expect(page.getByRole("list", { name: "Exercises" }).getByRole("article")).toHaveCount(24);
  await checkScreenAtBothWidths(page, "exercise library");
});

test("create a workout from the dashboard", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/workouts");
  await expect(page.getByRole("heading", { name: "Workouts", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New workout" }).first().click();
  const create = page.getByRole("dialog", { name: "New workout" });
  await create.getByLabel("Name").fill(`Upper body ${stamp}`);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Workout has been created successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/workout\/\d+\/edit$/);
  await expect(page.getByRole("heading", { name: `Upper body ${stamp}`, level: 1 })).toBeVisible();
  await page.goto("/workouts");
  await expect(page.getByText(`Upper body ${stamp}`).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "workouts dashboard");
});

test("build a superset and a circuit, edit sets inline", async ({ page }) => {
  await login(page, "owner@demo.test");
  const api = await apiOf(page);
  const w = (await api("post", "/workout/create", { name: `Push day ${stamp}` })).data;
  await page.goto(`/workout/${w.id}/edit`);
  await expect(page.getByRole("heading", { name: `Push day ${stamp}`, level: 1 })).toBeVisible();

  // A superset of two exercises from the side panel, once React owns the builder.
  await expect(page.locator("[data-builder]")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("menuitem", { name: /^Superset/ }).click();
  await expect(block(page, "A")).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Exercise library" });
  await panel.getByRole("searchbox", { name: "Search exercises" }).fill("db bench");
  await panel.getByRole("button", { name: "Add Dumbbell Bench Press", exact: true }).click();
  await expect(block(page, "A").getByRole("article", { name: "A1 Dumbbell Bench Press" })).toBeVisible();
  await panel.getByRole("searchbox", { name: "Search exercises" }).fill("pullup");
  await panel.getByRole("button", { name: /^Add Pull-?[Uu]p/ }).first().click();
  await expect(block(page, "A").getByRole("article", { name: /^A2 / })).toBeVisible();
  await expect(block(page, "A").getByLabel("Block A type")).toHaveValue("superset");

  // Sets: a rep range and a weight are saved; an absurd weight answers 422 on its cell.
  const a1 = block(page, "A").getByRole("article", { name: "A1 Dumbbell Bench Press" });
  await a1.getByLabel("Set 1 reps").fill("8-12");
  await a1.getByLabel("Set 1 weight").fill("22.5");
  await a1.getByLabel("Set 1 weight").press("Enter");
  await expect.poll(async () => (await api("get", `/workout/${w.id}/blocks`)).data.blocks[0].exercises[0].sets[0]).toMatchObject({ reps: 8, reps_max: 12, weight: 22.5 });
  await a1.getByLabel("Set 2 weight").fill("5000");
  await a1.getByLabel("Set 2 weight").press("Enter");
  await expect(a1.getByText("The weight may not be greater than 1000.")).toBeVisible();
  await expect(a1.getByLabel("Set 2 weight")).toHaveAttribute("aria-invalid", "true");
  await a1.getByLabel("Set 2 weight").fill("20");
  await a1.getByLabel("Set 2 weight").press("Enter");
  await expect(a1.getByText("The weight may not be greater than 1000.")).toHaveCount(0);

  // A circuit of 4 rounds.
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("menuitem", { name: /^Circuit/ }).click();
  await expect(block(page, "B")).toBeVisible();
  await panel.getByLabel("Add exercises to block").selectOption({ label: "B · Circuit" });
  await panel.getByRole("searchbox", { name: "Search exercises" }).fill("squat");
  await panel.getByRole("button", { name: /^Add / }).first().click();
  await expect(block(page, "B").getByRole("article", { name: /^B1 / })).toBeVisible();
  await block(page, "B").getByLabel("Rounds").fill("4");
  await block(page, "B").getByLabel("Rounds").blur();
  await expect.poll(async () => (await api("get", `/workout/${w.id}/blocks`)).data.blocks[1]).toMatchObject({ type: "circuit", rounds: 4 });
});

test("save a block as a smart block, insert it, assign the workout", async ({ page }) => {
  await login(page, "owner@demo.test");
  const api = await apiOf(page);
  const w = (await api("post", "/workout/create", { name: `Legs ${stamp}` })).data;
  const b = (await api("post", `/workout/${w.id}/create-block`, { type: "superset" })).data.blocks[0];
  const ex = (await api("get", "/workout/exercises?search=goblet%20squat&per_page=1")).data[0];
  await api("post", "/workout/block/add-exercise", { block_id: b.id, exercise_id: ex.id });
  const contact = (await api("post", "/contact/save", { first_name: "Workout", last_name: stamp, email: `workout-${stamp}@example.test` })).data;
  await page.goto(`/workout/${w.id}/edit`);

  await expect(page.locator("[data-builder]")).toHaveAttribute("data-hydrated", "true");
  await block(page, "A").getByRole("button", { name: "Block A actions" }).click();
  await page.getByRole("menuitem", { name: "Save as smart block" }).click();
  const save = page.getByRole("dialog", { name: "Save as smart block" });
  await save.getByLabel("Name").fill(`Leg finisher ${stamp}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Smart block has been created successfully!").first()).toBeVisible();

  await page.getByRole("button", { name: "Insert smart block" }).click();
  const insert = page.getByRole("dialog", { name: "Insert a smart block" });
  await insert.getByRole("button", { name: `Insert Leg finisher ${stamp}` }).click();
  await expect(block(page, "B")).toBeVisible();
  await expect(block(page, "B").getByText("Smart block", { exact: true })).toBeVisible();
  await expect(block(page, "B").getByRole("article", { name: new RegExp(`^B1 ${ex.name}`) })).toBeVisible();

  await page.getByRole("button", { name: "Assign" }).click();
  const assign = page.getByRole("dialog", { name: `Assign “Legs ${stamp}”` });
  await assign.getByRole("searchbox", { name: "Search contacts" }).fill(`Workout ${stamp}`);
  await assign.getByLabel(`Workout ${stamp}`).check();
  await assign.getByText("Mon", { exact: true }).click();
  await assign.getByLabel("Reminder time").fill("07:30");
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Workout has been assigned successfully!").first()).toBeVisible();
  const assigned = await api("get", `/workout/${contact.id}/contact-workouts`);
  expect(assigned.data.map((r: { workout_id: number }) => r.workout_id)).toContain(w.id);
  await page.mouse.move(0, 0);
  await checkScreenAtBothWidths(page, "workout builder");

  // The contact's profile shows it.
  await page.goto(`/contact/${contact.id}/profile`);
  await expect(page.getByRole("link", { name: `Legs ${stamp}` })).toBeVisible();
});
