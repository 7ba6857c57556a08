/**
 * The image library, stock photos and the cropper (doc 2 s4, s5, s8, s9): every constant in
 * one place. No Node imports: the picker and the cropper read the same values in the browser.
 */
const MB = 1024 * 1024;

/** "Max image size 15 MB" (15728640 bytes). */
export const IMAGE_MAX_BYTES = 15 * MB;
/** Images in one bulk upload, and the bulk request's cap (all of them plus form framing). */
export const BULK_MAX_IMAGES = 20;
export const BULK_BODY_BYTES = BULK_MAX_IMAGES * IMAGE_MAX_BYTES + MB;
export const UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + MB;

/** Library page size 12; 20 in the Move Image modal. */
export const LIBRARY_PER_PAGE = 12;
export const MOVE_PER_PAGE = 20;
/** Stock photos: 12 a page; an empty search means "Fitness". */
export const STOCK_PER_PAGE = 12;
export const STOCK_DEFAULT_SEARCH = "Fitness";
/** all-images answers at most this many (newest first): a picker's list, not an export. */
export const ALL_IMAGES_MAX = 500;

/**
 * The cropper of doc 2 s9, as one constant: options, timings, logo ratios and the size each
 * image type is cropped to. `size: "all"` (no type) is a free crop with no minimum.
 */
export const CROPPER = {
  options: { autoCropArea: 0.75, viewMode: 1, dragMode: "move", guides: true, background: false, responsive: true },
  /** Image height in the cropper, px. */
  imageHeight: 320,
  timings: {
    /** The Crop button waits this long after load (the cropper is then ready). */
    readyMs: 500,
    /**
     * The original retried setting the aspect ratio for up to this long; react-cropper applies
     * it when the cropper initialises (and the logo switch once it is ready), so nothing waits on it.
     */
    aspectRetryMs: 3000,
    /** The drop zone accepts files after this long. */
    dropZoneMs: 500,
    /** A tab's content loads this long after switching to it. */
    tabLoadMs: 100,
  },
  /** Logo sizes: 180x60 is 3:1, 180x180 is 1:1; author images never switch. */
  logo: { wide: "180x60", square: "180x180", ratios: { "180x60": 3, "180x180": 1 } as Record<string, number> },
  sizes: {
    favicon: "32x32",
    "public-cover": "2560x600",
    "coach-logo": "360x360",
    avatar: "360x360",
    "public-logo": "180x60",
    "author-image": "180x180",
    "content-image": "600x350",
    "dashboard-thumb": "1024x662",
    "social-share": "1200x630",
    offer: "1200x800",
    "playbook-step-banner": "1200x200",
    "playbook-step-thumb": "1200x700",
    "profile-pic": "160x160",
    portrait: "400x600",
    landscape: "600x400",
    "public-cover-small": "746x480",
    "newsletter-cover": "1920x970",
    "newsletter-popup": "350x530",
    "newsletter-thankyou-cover": "1920x400",
    "checkout-cover": "1200x675",
    "checkout-product": "600x360",
    "exercise-gif": "920x518",
    "exercise-thumb": "480x270",
    "custom-icon": "128x128",
    "cover-medium": "768x300",
  },
  /** Recommended sizes shown to a coach choosing where an image goes (doc 2 s9). */
  recommended: ["2560x600", "1280x300", "768x300", "746X480", "1200x800", "1200x630"],
} as const;

export type ImageType = keyof typeof CROPPER.sizes;
export const IMAGE_TYPES = Object.keys(CROPPER.sizes) as ImageType[];
/** Wire values of `type`: a sized type, or "all" (a free crop). */
export const TYPE_VALUES = ["all", ...IMAGE_TYPES] as const;
export type TypeValue = "all" | ImageType;

/** "WxH" of a type, or "all". */
export const sizeOf = (type: TypeValue): string => (type === "all" ? "all" : CROPPER.sizes[type]);

/** Width and height of "WxH" (any case of x), or null. */
export function parseSize(size: string): { width: number; height: number } | null {
  const m = /^(\d{1,5})x(\d{1,5})$/i.exec(size);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/** The sizes the library shows for a selected size: 180x60 includes 180x180 (doc 2 s9). */
export function sizesFor(size: string): string[] {
  return size === CROPPER.logo.wide ? [CROPPER.logo.wide, CROPPER.logo.square] : [size];
}

/** Types whose cropper offers the 180x60 / 180x180 switch (logo sizes, but never author images). */
export const hasLogoSwitch = (type: TypeValue) => type !== "author-image" && (sizeOf(type) === CROPPER.logo.wide || sizeOf(type) === CROPPER.logo.square);

/** Where an upload says it goes: `uploads/media/{userId}/{size}` (the caller's own id only). */
export const uploadLocation = (userId: number, size: string) => `uploads/media/${userId}/${size}`;

export const IMAGE_MSG = {
  tooLarge: "The image may not be greater than 15MB.",
  notImage: "Please select an image file",
  uploadFailed: "Unable to upload image, Please try to reduce the cropped image and upload again!",
  uploaded: "Image successfully uploaded!",
  deleteConfirm: "This action is permanent. You will not be able to recover this image.",
  gifTitle: "Would you like to crop the image?",
  gifNote: "Once cropped the animation of the image would not work.",
  minimumSize: (size: string) => `MINIMUM IMAGE SIZE IS ${size}`,
  cropperTitle: "Cropper",
  moveTitle: "Move Image",
  mainFolder: "Main Folder",
  deleted: "Image deleted successfully!",
  moved: "Image moved successfully!",
  locationInvalid: "The location must be uploads/media/{your user id}/{size}.",
  imageRequired: "The image field is required.",
  imagesRequired: "The images field is required.",
  originalInvalid: "The selected original image is invalid.",
  folderInvalid: "The selected folder is invalid.",
  urlInvalid: "The url must be an image address of the stock photos or of this library.",
  urlPrivate: "The url points to a private address.",
  urlFailed: "The image could not be fetched from the url.",
  urlNotImage: "The url does not lead to an image.",
  tooManyImages: `At most ${BULK_MAX_IMAGES} images can be uploaded at once.`,
} as const;

/** Bulk errors read "image", not "images image" (doc 2 s5). */
export const bulkErrorText = (message: string) => message.replace(/images image/g, "image");

/**
 * Doc 2 s5: whether the cropper's source is a remote address (fetched through url-to-blob)
 * or used as is (a blob:, data: or same-origin path). Optional http(s), domain or IPv4, port,
 * path, query, fragment; case-insensitive.
 */
export const URL_LIKE = /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])*)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+@]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i;
