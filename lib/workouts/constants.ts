/**
 * Workouts: the exercise library's constants (doc 3 s3, s9). Attribute type ids 1-11 in doc 3 s3's
 * order; only the first four are kept in `attribute-types` (s9).
 */
export const ATTRIBUTE_TYPES = [
  { id: 1, key: "exercise", name: "Exercise Type" },
  { id: 2, key: "part", name: "Body Part" },
  { id: 3, key: "muscle", name: "Muscle Target" },
  { id: 4, key: "equipment", name: "Equipment" },
  { id: 5, key: "skeletal", name: "Skeletal" },
  { id: 6, key: "movement", name: "Movement" },
  { id: 7, key: "position", name: "Position" },
  { id: 8, key: "contraction", name: "Contraction" },
  { id: 9, key: "difficulty", name: "Difficulty" },
  { id: 10, key: "avatar", name: "Avatar" },
  { id: 11, key: "chosen", name: "Chosen" },
] as const;
export const ATTR = { exercise: 1, part: 2, muscle: 3, equipment: 4, difficulty: 9 } as const;
/** s9: "only Exercise Type, Body Part, Muscle Target and Equipment are kept in the attribute-type list". */
export const LISTED_ATTRIBUTE_TYPE_IDS = [1, 2, 3, 4] as const;
/** Ids above the system's are the coaches' own types. */
export const SYSTEM_ATTRIBUTE_TYPE_MAX = 11;

/** Where the shipped pictures are served from (public/, copied by scripts/import-exercise-library.ts). */
export const EXERCISE_IMAGE_BASE = "/exercise-images";
export const SYSTEM_EXERCISE_COUNT = 873;

/** The data set's muscles, grouped into body parts (our grouping; docs/workouts.md). */
export const MUSCLE_BODY_PART: Record<string, string> = {
  abdominals: "Core",
  "lower back": "Back",
  "middle back": "Back",
  lats: "Back",
  traps: "Back",
  chest: "Chest",
  shoulders: "Shoulders",
  neck: "Neck",
  biceps: "Arms",
  triceps: "Arms",
  forearms: "Arms",
  glutes: "Legs",
  hamstrings: "Legs",
  quadriceps: "Legs",
  calves: "Legs",
  abductors: "Legs",
  adductors: "Legs",
};

export const EXERCISE_NAME_MAX = 191;
export const CATEGORY_NAME_MAX = 100;
export const ATTRIBUTE_NAME_MAX = 100;
export const CUES_MAX = 5000;
export const EXERCISE_ATTRIBUTES_MAX = 50;
/** `use`: the location's most used first (blocks it appears in), then by name (docs/workouts.md). */
export const EXERCISE_SORTS = ["name", "created_at", "use"] as const;

export const WORKOUT_MSG = {
  exerciseCreated: "Exercise has been created successfully!",
  exerciseUpdated: "Exercise has been updated successfully!",
  exerciseDeleted: "Exercise has been deleted successfully!",
  exerciseDuplicated: "Exercise has been duplicated successfully!",
  favouriteUpdated: "Favourite has been updated successfully!",
  categoryCreated: "Category has been created successfully!",
  categoryDeleted: "Category has been deleted successfully!",
  attributeCreated: "Attribute has been created successfully!",
  attributeDeleted: "Attribute has been deleted successfully!",
  pinned: "Attribute type has been updated successfully!",
  systemReadOnly: "System exercises cannot be changed; duplicate it to edit.",
  videoInvalid: "The video url must be a YouTube or Vimeo link.",
  nameRequired: "The name field is required.",
} as const;

/* The builder: workouts, blocks, block exercises and their sets (docs/workouts.md). */
export const BLOCK_TYPES = ["regular", "superset", "circuit", "amrap", "emom"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const WORKOUT_NAME_MAX = 191;
export const WORKOUT_DESCRIPTION_MAX = 5000;
export const BLOCK_NAME_MAX = 100;
export const NOTES_MAX = 2000;
/** s9: dashboards list six a page, ordered by `order` (the hand-made order) descending. */
export const WORKOUTS_PER_PAGE = 6;
export const WORKOUT_SORTS = ["order", "name", "created_at"] as const;
export const WORKOUT_IDS_MAX = 100;
export const BLOCKS_MAX = 50;
export const BLOCK_EXERCISES_MAX = 30;
export const SETS_MAX = 30;
/** The "absurd" set values: reps over 1,000 and weight over 1,000 kg are 422s. */
export const SET_LIMITS = { reps: 1000, weight: 1000, time: 86_400, distance: 1_000_000, rest: 3600, rpeMin: 1, rpeMax: 10 } as const;
export const ROUNDS_MAX = 100;
/** AMRAP and EMOM caps, in seconds (two hours). */
export const TIME_CAP_MAX = 7200;
/** A new block exercise's sets when none are given: 3 x 10, 60 s rest. */
export const DEFAULT_SETS = 3;
export const DEFAULT_REPS = 10;
export const DEFAULT_REST = 60;
export const DEFAULT_CIRCUIT_ROUNDS = 3;

export const WORKOUT_BUILDER_MSG = {
  created: "Workout has been created successfully!",
  updated: "Workout has been updated successfully!",
  deleted: "Workout has been deleted successfully!",
  duplicated: "Workout has been duplicated successfully!",
  sorted: "Workout has been sorted successfully!",
  blockCreated: "Block has been created successfully!",
  blockUpdated: "Block has been updated successfully!",
  blockDuplicated: "Block has been duplicated successfully!",
  blockDeleted: "Block has been deleted successfully!",
  exerciseAdded: "Exercise has been added successfully!",
  exerciseUpdated: "Exercise has been updated successfully!",
  exerciseDuplicated: "Exercise has been duplicated successfully!",
  exerciseRemoved: "Exercise has been removed successfully!",
  smartBlockCreated: "Smart block has been created successfully!",
  smartBlockDeleted: "Smart block has been deleted successfully!",
  timeCapRequired: "The time cap field is required for AMRAP and EMOM blocks.",
  repsRange: "The reps max must be at least the reps.",
  blocksFull: `A workout may have at most ${BLOCKS_MAX} blocks.`,
  blockFull: `A block may have at most ${BLOCK_EXERCISES_MAX} exercises.`,
  otherWorkout: "The exercise belongs to another workout.",
} as const;

/* Assignment (add-contact / remove-contact). */
export const ASSIGNED_STATUSES = ["active", "deleted", "optins", "completed"] as const;
export const SESSIONS_MAX = 365;
export const REMINDER_TYPES = { email: 1, sms: 2 } as const;
export const ASSIGN_MSG = {
  assigned: "Workout has been assigned successfully!",
  unassigned: "Workout has been unassigned successfully!",
} as const;

/* Logging (docs/workouts.md "Logging"): what a client may record per set. */
export const LOGGED_REPS_MAX = 1000;
export const LOGGED_WEIGHT_MAX = 1000;
export const LOGGED_TIME_MAX = 86400;
/** The public workout page's settings (doc 3 s9's defaults; stored settings come with the screens). */
export const WORKOUT_PUBLIC_DEFAULTS = {
  headline: "Time To Submit Your Workouts",
  subheadline: "",
  submit_text: "Submit",
  overlay_opacity: 50,
  cover_color: "#1976d2",
  block_color: "#eff5ff",
  submit_color: "#2c3e50",
  font_family: "Inter",
  font_weight: 600,
  headline_size: 40,
  subheadline_size: 20,
  thank_you: "Workout logged. Great work!",
} as const;
export const PLAN_PUBLIC_HEADLINE = "Time To Submit Your Workouts Plan";
export const LOGGING_MSG = {
  logged: "Workout has been logged successfully!",
  reminderSent: "Reminder has been sent successfully!",
  targetSaved: "Next target has been saved successfully!",
  notAssigned: "This contact is not assigned to the workout.",
  noChannel: "This contact has no email address or phone number to send to.",
  unknownItem: "The block exercise is not part of this workout.",
  unknownSet: "The set is not one of the exercise's sets.",
} as const;

/* Workout plans (docs/workouts.md "Workout plans"). */
export const PLAN_WEEKS_MAX = 52;
/** Workouts on one day of a plan week. */
export const PLAN_DAY_WORKOUTS_MAX = 10;
export const PLAN_SORTS = ["order", "name", "created_at", "date_created"] as const;
export const PLAN_MSG = {
  created: "Workout plan has been created successfully!",
  updated: "Workout plan has been updated successfully!",
  deleted: "Workout plan has been deleted successfully!",
  duplicated: "Workout plan has been duplicated successfully!",
  sorted: "Workout plan has been sorted successfully!",
  assigned: "Workout plan has been assigned successfully!",
  unassigned: "Workout plan has been unassigned successfully!",
  weekCreated: "Week has been created successfully!",
  weekUpdated: "Week has been updated successfully!",
  weekDuplicated: "Week has been duplicated successfully!",
  weekDeleted: "Week has been deleted successfully!",
  workoutAdded: "Workout has been added successfully!",
  smartWeekCreated: "Smart week has been created successfully!",
  smartWeekDeleted: "Smart week has been deleted successfully!",
  weeksFull: `A plan may have at most ${PLAN_WEEKS_MAX} weeks.`,
  dayFull: `A day may have at most ${PLAN_DAY_WORKOUTS_MAX} workouts.`,
  dayRange: "The day must be 1 to 7.",
} as const;
