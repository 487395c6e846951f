{{/* Names, labels and small shared pieces. */}}

{{- define "rawi.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Name of one component's objects: <fullname>-<component>. Args: dict root, name. */}}
{{- define "rawi.componentName" -}}
{{- printf "%s-%s" (include "rawi.fullname" .root) .name -}}
{{- end -}}

{{- define "rawi.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "rawi.labels" -}}
{{ include "rawi.selectorLabels" . }}
app.kubernetes.io/part-of: rawi
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* In-cluster URL of a Rawi component, as the gateway's *_URL variables give it. */}}
{{- define "rawi.componentUrl" -}}
{{- $values := index .root.Values .name -}}
{{- printf "http://%s:%v" (include "rawi.componentName" .) $values.port -}}
{{- end -}}

{{/* The image of a Rawi component. */}}
{{- define "rawi.image" -}}
{{- $values := index .root.Values .name -}}
{{- $image := .root.Values.image -}}
{{- $repository := $values.image.repository | default (printf "%s/%s" $image.repositoryPrefix .name) -}}
{{- if and $image.registry (not $values.image.repository) -}}
{{- $repository = printf "%s/%s" $image.registry $repository -}}
{{- end -}}
{{- printf "%s:%s" $repository ($values.image.tag | default $image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}

{{/*
A secret value kept across upgrades: the value already stored in the cluster when the Secret
exists (lookup), else the given new value. `helm template` and `--dry-run` see no cluster, so they
always render the new value. Args: dict root, secret (name), key, new.
*/}}
{{- define "rawi.keptSecretValue" -}}
{{- $existing := lookup "v1" "Secret" .root.Release.Namespace .secret -}}
{{- if and $existing (hasKey ($existing.data | default dict) .key) -}}
{{- index $existing.data .key | b64dec -}}
{{- else -}}
{{- .new -}}
{{- end -}}
{{- end -}}

{{/* Restricted Pod Security Standard, pod level. Args: uid. */}}
{{- define "rawi.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
fsGroup: {{ .uid }}
fsGroupChangePolicy: OnRootMismatch
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* Restricted Pod Security Standard, container level, with a read-only root filesystem. */}}
{{- define "rawi.containerSecurityContext" -}}
runAsNonRoot: true
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop: [ALL]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* Scheduling keys shared by every pod. Args: the component's values. */}}
{{- define "rawi.scheduling" -}}
{{- with .nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* Where every component mounts its secret files (the *_FILE variables point here). */}}
{{- define "rawi.secretsDir" -}}/var/run/secrets/rawi{{- end -}}
