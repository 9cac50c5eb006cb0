/** Body class while the login modal is open (spec 000 section 4). */
export const LOGIN_MODAL_BODY_CLASS = 'login-modal-open';
