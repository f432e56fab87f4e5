/** When support answers (/help/ticket/, the contact page's {replyTime}): the same for every brand. */

/** Hours in which support answers email (US Eastern time). */
export const supportHours = 'Monday to Friday 8 am to 8 pm, Saturday and Sunday 9 am to 5 pm (Eastern Time)';

/** How long a first reply usually takes. */
export const supportReplyTime = 'within one business day';
