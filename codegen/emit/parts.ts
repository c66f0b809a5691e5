/**
 * What a module made from every campaign's parts names as its source: the folder, not its files, so
 * that adding a campaign leaves the module as it is. generated/ holds each campaign's parts in files of
 * their own; src/shared/campaign-files/ finds them by file name and joins them.
 */
export const CAMPAIGN_PARTS = 'spec/campaigns/';

/** A campaign's parts are named after its file (spec/campaigns/<file>.yaml), which is unique. */
export const fileName = (campaign: { file: string }): string => campaign.file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
