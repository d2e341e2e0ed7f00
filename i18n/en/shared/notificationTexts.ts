/**
 * Notifications (DOMAIN §2 types 0–13 and 14, an incident on a loan, §5): title and message of each type, written in the
 * reader's language when the notification is read (server/notifications/texts.ts). `%{…}` are
 * the params stored with it; dates arrive already in the reader's format. A licence moved by
 * the expiry job keeps type 10 and reads as its new state (`expiring`, `expired`). English.
 */
export default {
  '0': { title: 'Vehicle registration request', message: '%{name} asked to register vehicle %{plate}.' },
  '1': { title: 'Fleet trip request', message: '%{name} asked for a fleet vehicle.' },
  '2': { title: 'Panic alert', message: '%{name} raised a panic alert.' },
  '3': { title: 'Licence registration request', message: "%{name} registered a driving licence; review it to accept or reject it." },
  '4': { title: 'Verification about to expire', message: 'The verification of vehicle %{plate} expires on %{date}.' },
  '5': { title: 'Verification expired', message: 'The verification of vehicle %{plate} expired on %{date}.' },
  '6': { title: 'Road permit about to expire', message: 'The road permit of vehicle %{plate} expires on %{date}.' },
  '7': { title: 'Road permit expired', message: 'The road permit of vehicle %{plate} expired on %{date}.' },
  '8': { title: 'Insurance about to expire', message: 'The insurance of vehicle %{plate} expires on %{date}.' },
  '9': { title: 'Insurance expired', message: 'The insurance of vehicle %{plate} expired on %{date}.' },
  '10': {
    title: 'Licence updated',
    message: "%{name} changed their driving licence; review it to accept or reject it.",
    expiring: { title: 'Licence about to expire', message: "%{name}'s driving licence expires on %{date}." },
    expired: { title: 'Licence expired', message: "%{name}'s driving licence expired on %{date}." },
  },
  '11': { title: 'Vehicle refused', message: 'The registration of vehicle %{plate} was refused.' },
  '12': { title: 'Insurance updated', message: 'The insurance of vehicle %{plate} was updated.' },
  '13': { title: 'Road permit updated', message: 'The road permit of vehicle %{plate} was updated.' },
  '14': { title: 'Incident on a loan', message: 'An incident was reported on loan #%{id} of vehicle %{plate}, requested by %{name}.' },
};
