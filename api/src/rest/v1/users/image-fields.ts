// The user image file fields of v1 forms (signup, edit profile) -> the domain's field names.
export const USER_IMAGE_FIELDS = { profile_image: "profileImage", cover_image: "coverImage" } as const;
